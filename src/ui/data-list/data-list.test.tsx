import { fireEvent, render, screen, within } from '@testing-library/react';
import { findIon, findIonNative } from '@/ui/testing/ionic';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api';
import { NEVER_SAVED_TITLE } from '@/ui/states/offline-state';
import { DataList } from './data-list';
import type { ListColumn } from './types';
import type { ListPage } from '@/api/paging';
import type { ListData } from './use-list-data';

interface Row {
  id: number;
  amount: string;
}
type Response = ListPage<Row>;

const COLUMNS: ListColumn<Row>[] = [
  { id: 'id', label: 'Código', value: (row) => row.id },
  { id: 'amount', label: 'Valor', value: (row) => row.amount, align: 'end' },
];

function listOf(rows: Row[], patch: Partial<ListData<Response>> = {}): ListData<Response> {
  return {
    mode: 'infinite',
    rows,
    total: 25,
    response: { data: rows, total: 25 },
    status: 'success',
    error: null,
    dataUpdatedAt: 1,
    isFetching: false,
    isPlaceholder: false,
    hasMore: true,
    loadingMore: false,
    loadMoreError: undefined,
    loadMore: vi.fn(),
    refetch: vi.fn(() => Promise.resolve()),
    page: 1,
    perPage: 10,
    ...patch,
  };
}

const ROWS = [
  { id: 1, amount: 'R$ 1,00' },
  { id: 2, amount: 'R$ 2,00' },
];

const listView = (list: ListData<Response>, onOpen = vi.fn(), onPageChange = vi.fn()) => (
  <DataList<Response>
    list={list}
    columns={COLUMNS}
    rowKey={(row) => row.id}
    label="Vendas"
    empty={<p>Nada</p>}
    onPageChange={onPageChange}
    cardTitle={(row) => `Venda ${row.id}`}
    onOpen={onOpen}
  />
);

function renderList(list: ListData<Response>, onOpen = vi.fn(), onPageChange = vi.fn()) {
  render(listView(list, onOpen, onPageChange));
  return { onOpen, onPageChange };
}

describe('DataList', () => {
  it('phones: one card per row with the chosen fields; load more; tap opens', async () => {
    const list = listOf(ROWS);
    const { onOpen } = renderList(list);

    const items = within(screen.getByRole('list', { name: 'Vendas' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('25');
    expect(within(items[1] as HTMLElement).getByText('Valor').nextSibling?.textContent).toBe('R$ 2,00');
    // Ionic's buttons: the native button sits in their shadow root.
    fireEvent.click(await findIon('button', 'Venda 2'));
    expect(onOpen).toHaveBeenCalledWith(ROWS[1]);
    fireEvent.click(await findIon('button', 'Carregar mais'));
    expect(list.loadMore).toHaveBeenCalled();
  });

  it('phones: a card leaves out a field that means nothing for its row, and spans a wide one', () => {
    const columns: ListColumn<Row>[] = [
      ...COLUMNS,
      { id: 'paid', label: 'Pago', value: () => 'em 26/11/2026', cardWhen: (row) => row.id === 2 },
      { id: 'note', label: 'Conteúdo', value: () => '2 pagos (R$ 226,57)', cardWide: true },
    ];
    render(
      <DataList<Response>
        list={listOf(ROWS)}
        columns={columns}
        rowKey={(row) => row.id}
        label="Vendas"
        empty={<p>Nada</p>}
        onPageChange={vi.fn()}
        cardTitle={(row) => `Venda ${row.id}`}
      />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Vendas' })).getAllByRole('listitem');
    expect(within(first as HTMLElement).queryByText('Pago')).toBeNull();
    expect(within(second as HTMLElement).getByText('Pago').nextSibling?.textContent).toBe('em 26/11/2026');
    const wide = within(first as HTMLElement).getByText('Conteúdo').parentElement;
    expect(wide?.className).toMatch(/fieldWide/);
  });

  it("phones: a failed 'load more' says so and offers a retry (requirements §8)", async () => {
    const list = listOf(ROWS, { loadMoreError: 'Sem conexão com o servidor.' });
    renderList(list);

    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar mais. Sem conexão com o servidor.');
    fireEvent.click(await findIon('button', 'Tentar novamente'));
    expect(list.loadMore).toHaveBeenCalled();
  });

  it('phones: a scroll ask that ends with no new row (a refetch cancelled it) is asked again, once', () => {
    const loadMore = vi.fn();
    const view = (patch: Partial<ListData<Response>>) => listView(listOf(ROWS, { loadMore, ...patch }));
    const { container, rerender } = render(view({}));
    const scroll = container.querySelector('ion-infinite-scroll');
    if (!scroll) throw new Error('no ion-infinite-scroll');
    scroll.dispatchEvent(new CustomEvent('ionInfinite'));
    expect(loadMore).toHaveBeenCalledTimes(1);
    rerender(view({ loadingMore: true }));
    // The page never came: the same two rows, not loading, no error.
    rerender(view({}));
    expect(loadMore).toHaveBeenCalledTimes(2);
    rerender(view({ loadingMore: true }));
    rerender(view({}));
    expect(loadMore, 'the second ask was not the scroll: no loop').toHaveBeenCalledTimes(2);

    // An ask the page answers (rows grew) is not repeated.
    scroll.dispatchEvent(new CustomEvent('ionInfinite'));
    expect(loadMore).toHaveBeenCalledTimes(3);
    rerender(view({ loadingMore: true }));
    rerender(view({ rows: [...ROWS, { id: 3, amount: 'R$ 3,00' }] }));
    expect(loadMore).toHaveBeenCalledTimes(3);
  });

  it('wide screens: a table with numbered pages', async () => {
    const { onPageChange } = renderList(listOf(ROWS, { mode: 'pages', hasMore: false }));

    const table = screen.getByRole('table', { name: 'Vendas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Código', 'Valor']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('1–10 de 25')).toBeTruthy();
    expect((await findIonNative('button', 'Página 1')).getAttribute('aria-current')).toBe('page');
    fireEvent.click(await findIon('button', 'Página 3'));
    expect(onPageChange).toHaveBeenCalledWith(3, 10);
    fireEvent.click(await findIon('tab', '50'));
    await vi.waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(1, 50));
  });

  it('says when nothing matches, and offers a retry when loading failed', () => {
    renderList(listOf([], { total: 0 }));
    expect(screen.getByText('Nada')).toBeTruthy();
  });

  it('a failed first load shows the message', () => {
    renderList(listOf([], { status: 'error', error: new Error('Filtro inválido.') }));
    expect(screen.getByRole('alert').textContent).toContain('Filtro inválido.');
  });

  it('offline with nothing saved: one calm message, not an error', () => {
    const error = new ApiError('Sem conexão com o servidor.', { status: 0, network: true });
    renderList(listOf([], { status: 'error', error }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(NEVER_SAVED_TITLE);
  });

  it('draws a heading above the first row of each run, inside that row’s item; rows drawn by the screen', () => {
    const rows = [
      { id: 1, amount: 'a' },
      { id: 2, amount: 'a' },
      { id: 3, amount: 'b' },
    ];
    render(
      <DataList<Response>
        list={listOf(rows)}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        label="Vendas"
        empty={<p>Nada</p>}
        onPageChange={vi.fn()}
        cardTitle={(row) => `Venda ${row.id}`}
        cardBody={(row) => <p>Linha {row.id}</p>}
        groups={{ keyOf: (row) => row.amount, header: (key) => <h2>Grupo {key}</h2> }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Vendas' })).getAllByRole('listitem');
    // The list's items stay its rows; each run's heading rides on its first row.
    expect(items.map((item) => item.textContent)).toEqual(['Grupo aLinha 1', 'Linha 2', 'Grupo bLinha 3']);
  });
});
