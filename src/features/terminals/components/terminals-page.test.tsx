import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/ui/page/testing/render-page';
import { terminalQueries, type Terminal } from '../api/list-terminals';
import { TerminalsPage } from './terminals-page';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const screenSize = vi.hoisted(() => ({ wide: false }));
vi.mock('@/ui/page/use-media-query', () => ({ WIDE_SCREEN: 'wide', useMediaQuery: () => screenSize.wide }));

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

describe('TerminalsPage (phone)', () => {
  it('shows a card per terminal with its status in words', async () => {
    await renderPage(() => <TerminalsPage />, [[terminalQueries.list().queryKey, DATA]]);

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

  it('narrows the list by serial number and says how many were found', async () => {
    await renderPage(() => <TerminalsPage />, [[terminalQueries.list().queryKey, DATA]]);

    const input = document.querySelector('ion-input');
    input?.dispatchEvent(new CustomEvent('ionInput', { detail: { value: 'pax' } }));

    expect(await screen.findByText('2 equipamentos encontrados de 3')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('offers to clear the filters when nothing matches', async () => {
    await renderPage(() => <TerminalsPage />, [[terminalQueries.list().queryKey, DATA]]);

    document.querySelector('ion-input')?.dispatchEvent(new CustomEvent('ionInput', { detail: { value: 'zzz' } }));
    fireEvent.click(await screen.findByText('Limpar filtros'));

    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('says when the merchant has no terminal', async () => {
    await renderPage(() => <TerminalsPage />, [[terminalQueries.list().queryKey, { data: [], total: 0 }]]);

    expect(screen.getByText('Nenhum equipamento cadastrado')).toBeTruthy();
  });
});

describe('TerminalsPage (wide screen)', () => {
  afterEach(() => {
    screenSize.wide = false;
  });

  it('shows one table row per terminal', async () => {
    screenSize.wide = true;

    await renderPage(() => <TerminalsPage />, [[terminalQueries.list().queryKey, DATA]]);

    const table = screen.getByRole('table', { name: 'Equipamentos do lojista' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Valor no mês' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: /Modelo 3/ })).toBeTruthy();
  });
});
