import type * as ApiModule from '@/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { screen as shadowScreen } from 'shadow-dom-testing-library';
import * as v from 'valibot';
import { PaylinkListSchema } from '@contract/paylinks';
import { requiredPart } from '@contract/shape';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, tapIon } from '@/ui/testing/ionic';
import { listRequest } from '@/api/lists/list-route';
import * as fakeIdb from '@/offline/testing/fake-idb-keyval';
import type { PaylinkList } from '../api/schemas';
import { PaylinkSearchSchema } from '../lib/filters';
import { PAYLINK_LIST } from '../lib/list';
import { paylinkRow } from '../testing/rows';
import { PaylinksPage } from './paylinks-page';

vi.mock('idb-keyval', () => import('@/offline/testing/fake-idb-keyval'));
const net = vi.hoisted(() => ({ online: true }));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => net.online }));
vi.mock('@/auth', () => ({
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'alice', merchantId: 1 }),
}));
const screenSize = vi.hoisted(() => ({ wide: false }));
vi.mock('@/ui/page/use-media-query', () => ({
  TABLET_UP: 'tablet',
  WIDE_SCREEN: 'wide',
  useMediaQuery: () => screenSize.wide,
}));

const api = vi.hoisted(() => ({ remove: vi.fn() }));
vi.mock('@/api', async (original) => {
  const actual = await original<typeof ApiModule>();
  return { ...actual, api: { ...actual.api, remove: api.remove } };
});

async function renderList(list: PaylinkList, url: Record<string, unknown> = {}) {
  const search = v.parse(PaylinkSearchSchema, url);
  const { queries, perPage, page } = listRequest(PAYLINK_LIST, search);
  const key = screenSize.wide ? queries.page(page, perPage).queryKey : queries.infinite(perPage).queryKey;
  const data = screenSize.wide ? list : { pages: [list], pageParams: [1] };
  const onOpen = vi.fn();
  const rendered = await renderPage(
    () => <PaylinksPage search={search} onSearchChange={vi.fn()} onOpen={onOpen} />,
    [[key, data]],
  );
  return { ...rendered, onOpen };
}

beforeEach(() => {
  // The list refetches on mount (its staleTime is the app's): no server here, it stays seeded.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  fakeIdb.reset();
  net.online = true;
});
afterEach(() => {
  screenSize.wide = false;
  api.remove.mockReset();
});

describe('PaylinksPage (phone)', () => {
  it('shows a card per link: amount, description as text, status in words, payments', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    await renderList({
      data: [
        paylinkRow(1, { description: evil }),
        paylinkRow(2, { status: 'PAID', payments_count: 1, paid_amount: 15_000 }),
        paylinkRow(3, { status: 'EXPIRED' }),
        paylinkRow(4, { status: 'INACTIVE' }),
      ],
      total: 4,
    });

    expect(screen.getByText('4 links')).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Links de pagamento' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText(evil)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(first.getByText('Ativo')).toBeTruthy();
    expect(first.getByText('R$ 150,00')).toBeTruthy();
    expect(first.getByText('Nenhum pagamento')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Pago')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText(/^1 pagamento · R\$/)).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByText('Expirado')).toBeTruthy();
    expect(within(cards[3] as HTMLElement).getByText('Inativo')).toBeTruthy();
    expect(await findIon('button', 'Compartilhar Pedido 2')).toBeTruthy();
    // A paid link is the record of a sale: shared and seen, never edited.
    expect(shadowScreen.queryAllByShadowRole('link', { name: 'Editar Pedido 2' })).toHaveLength(0);
    expect(await findIon('link', 'Editar Pedido 3')).toBeTruthy();
  });

  it('invites to create the first link when there is none', async () => {
    await renderList({ data: [], total: 0 });

    expect(screen.getByText('Nenhum link de pagamento ainda')).toBeTruthy();
    expect(await findIon('link', 'Criar link')).toBeTruthy();
    expect(await findIon('link', 'Novo link')).toBeTruthy();
  });

  it('asks before deleting, says that the payments stay, and deletes', async () => {
    api.remove.mockResolvedValue(null);
    await renderList({ data: [paylinkRow(2, { status: 'PAID', payments_count: 3, paid_amount: 45_000 })], total: 1 });

    await tapIon(await findIon('button', 'Excluir Pedido 2'));
    expect(await screen.findByText(/Os 3 pagamentos já recebidos por ele continuam registrados/)).toBeTruthy();
    await tapIon(await findIon('button', 'Excluir'));

    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('/v1/app/paylink/2'));
  });

  it('offline: keeps the list, and delete is disabled with the reason', async () => {
    net.online = false;
    await renderList({ data: [paylinkRow(1)], total: 1 });

    expect(screen.getByText('Pedido 1')).toBeTruthy();
    const remove = await shadowScreen.findByShadowRole('button', { name: 'Excluir Pedido 1' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Indisponível offline/)).toBeTruthy();
  });

  it('opens the share page from a card', async () => {
    const { onOpen } = await renderList({ data: [paylinkRow(5)], total: 1 });

    // The card's heading is its open button, named by what it shows (amount and description).
    const open = await vi.waitFor(() => {
      const button = document.querySelector<HTMLElement>('li h2 ion-button');
      if (!button) throw new Error('no open button');
      return button;
    });
    expect(open.textContent).toMatch(/Pedido 5$/);
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  });
});

describe('PaylinksPage (wide screen)', () => {
  it('shows a table row per link with its actions', async () => {
    screenSize.wide = true;
    await renderList({ data: [paylinkRow(1), paylinkRow(2)], total: 2 });

    const table = screen.getByRole('table', { name: 'Links de pagamento' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Ações' })).toBeTruthy();
    expect(await findIon('button', 'Excluir Pedido 2')).toBeTruthy();
  });

  it('works on what the contract requires alone (no creation date, no sum received)', async () => {
    screenSize.wide = true;
    const sent = { data: [paylinkRow(7, { status: 'PAID', payments_count: 2, paid_amount: 30_000 })], total: 1 };
    // What a spec-minimal backend sends (the strict sandbox's answer), read as the app reads it.
    const minimal = v.parse(PaylinkListSchema, requiredPart(PaylinkListSchema, sent));
    expect(minimal.data[0]).not.toHaveProperty('created_at');
    await renderList(minimal);

    const table = screen.getByRole('table', { name: 'Links de pagamento' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Pedido 7')).toBeTruthy();
    expect(cells.getByText('Pago')).toBeTruthy();
    expect(cells.getByText('2 pagamentos')).toBeTruthy();
    expect(cells.getByText('—')).toBeTruthy();
  });
});
