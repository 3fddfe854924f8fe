import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TerminalListSchema } from '@contract/merchant';
import { requiredPart } from '@contract/shape';
import type { FilterValues } from '@/api/lists/filter-types';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, tapIon } from '@/ui/testing/ionic';
import { terminalQueries, type Terminal } from '../api/list-terminals';
import { TerminalsPage } from './terminals-page';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const screenSize = vi.hoisted(() => ({ wide: false }));
vi.mock('@/ui/page/use-media-query', () => ({
  TABLET_UP: 'tablet',
  WIDE_SCREEN: 'wide',
  useMediaQuery: () => screenSize.wide,
}));

const terminal = (id: number, serial_number: string, status: Terminal['status']): Terminal => ({
  id,
  serial_number,
  status,
  model: `Modelo ${id}`,
  manufacturer: 'Acme',
  connectivity: 'WIFI',
  activation_date: '2026-01-10',
  last_used_at: id === 1 ? '2026-11-21T10:15:00-03:00' : null,
  month_count: id,
  month_amount: id * 1000,
});

const DATA = {
  data: [terminal(1, 'PAX-0001', 'ACTIVE'), terminal(2, 'PAX-0002', 'INACTIVE'), terminal(3, 'GT-0003', 'MAINTENANCE')],
  total: 3,
};

/** The route's part: the search params hold the filters. */
function Terminals({ initial = {} }: { initial?: FilterValues }) {
  const [search, setSearch] = useState<FilterValues>(initial);
  return <TerminalsPage search={search} onSearchChange={setSearch} />;
}

describe('TerminalsPage (phone)', () => {
  it('shows a card per terminal with its status in words', async () => {
    await renderPage(() => <Terminals />, [[terminalQueries.list().queryKey, DATA]]);

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: /Modelo 1/ })).toBeTruthy();
    expect(first.getByText('Ativo')).toBeTruthy();
    expect(first.getByText('Wi-Fi')).toBeTruthy();
    expect(first.getByText('21/11/2026 10:15')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Nunca usado')).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Em manutenção')).toBeTruthy();
  });

  it('counts the machines and the active ones without a filter', async () => {
    await renderPage(() => <Terminals />, [[terminalQueries.list().queryKey, DATA]]);

    expect(screen.getByRole('status').textContent).toBe('3 equipamentos, 1 ativo');
  });

  it('narrows the list by the filters, says how many were found, and a chip removes its filter', async () => {
    await renderPage(
      () => <Terminals initial={{ serial_number: 'pax', status: ['ACTIVE', 'INACTIVE'] }} />,
      [[terminalQueries.list().queryKey, DATA]],
    );

    expect(await screen.findByText('2 equipamentos encontrados de 3')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Status: Ativo, Inativo — remover filtro' }));
    expect(await screen.findByText('2 equipamentos encontrados de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nº de série: pax — remover filtro' }));
    expect(await screen.findByText('3 equipamentos, 1 ativo')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("filters from the sheet: 'Filtros', a typed serial and 'Aplicar'", async () => {
    await renderPage(() => <Terminals />, [[terminalQueries.list().queryKey, DATA]]);

    await tapIon(await findIon('button', /^Filtros/));
    fireEvent.input(await screen.findByLabelText('Nº de série'), { target: { value: 'gt-0003' } });
    const apply = screen.getByText('Aplicar').closest('ion-button') as HTMLIonButtonElement;
    await vi.waitFor(() => expect(apply.disabled).toBe(false));
    await tapIon(apply);

    expect(await screen.findByText('1 equipamento encontrado de 3')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Filtros ativos' }).textContent).toContain('Nº de série: gt-0003');
  });

  it('offers to clear the filters when nothing matches', async () => {
    await renderPage(() => <Terminals initial={{ serial_number: 'zzz' }} />, [[terminalQueries.list().queryKey, DATA]]);

    const empty = (await screen.findByText('Nenhum equipamento encontrado')).parentElement as HTMLElement;
    fireEvent.click(within(empty).getByText('Limpar filtros'));

    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('says when the merchant has no terminal', async () => {
    await renderPage(() => <Terminals />, [[terminalQueries.list().queryKey, { data: [], total: 0 }]]);

    expect(screen.getByText('Nenhum equipamento cadastrado')).toBeTruthy();
  });
});

describe('TerminalsPage (wide screen)', () => {
  afterEach(() => {
    screenSize.wide = false;
  });

  it('shows one table row per terminal', async () => {
    screenSize.wide = true;

    await renderPage(() => <Terminals />, [[terminalQueries.list().queryKey, DATA]]);

    const table = screen.getByRole('table', { name: 'Equipamentos do lojista' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Valor no mês' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: /Modelo 3/ })).toBeTruthy();
  });

  it("works on a backend's required fields alone (the strict contract): the extras show a dash", async () => {
    screenSize.wide = true;
    const minimal = v.parse(TerminalListSchema, requiredPart(TerminalListSchema, DATA));
    expect(Object.keys(minimal.data[0] ?? {}).sort()).toEqual(['id', 'model', 'serial_number', 'status']);

    await renderPage(() => <Terminals />, [[terminalQueries.list().queryKey, minimal]]);

    const row = screen.getByRole('rowheader', { name: 'Modelo 1' }).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'PAX-0001',
      'Ativo',
      '—',
      '—',
      '—',
      '—',
      '—',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 equipamentos, 1 ativo');
  });
});
