import type * as ApiModule from '@/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationList, notificationPreferencesUpdate } from '@contract/notifications';
import type { Endpoint } from '@contract/endpoint';
import { renderPage } from '@/ui/page/testing/render-page';
import { NotificationsPage } from './notifications-page';

const online = vi.hoisted(() => ({ value: true }));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => online.value, isOnline: () => online.value }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api }));

const entry = (id: number, url: string, title = 'Venda aprovada') => ({
  id,
  kind: 'card_sale' as const,
  title,
  body: `R$ ${id},00 no crédito Visa em 2x`,
  url,
  created_at: '2026-11-29T13:05:00Z',
});
let feed: ReturnType<typeof entry>[];

beforeEach(() => {
  online.value = true;
  feed = [entry(2, '/financial/transactions?sale=77'), entry(1, 'https://evil.example/x', 'Link de pagamento pago')];
  vi.clearAllMocks();
  api.call.mockImplementation((endpoint: Endpoint) => {
    if (endpoint === notificationList) return Promise.resolve({ data: feed, total: feed.length });
    if (endpoint === notificationPreferencesUpdate) return Promise.resolve({});
    return Promise.reject(new Error(`unexpected ${endpoint.id}`));
  });
});

const calls = (endpoint: Endpoint) => api.call.mock.calls.filter(([called]) => called === endpoint);

describe('NotificationsPage (the bell)', () => {
  // First: the announcement is once per page load (a module's flag), so later renders send none.
  it('tells the backend once that this user listens', async () => {
    await renderPage(() => <NotificationsPage />);
    await waitFor(() =>
      expect(calls(notificationPreferencesUpdate)).toEqual([[notificationPreferencesUpdate, { body: {} }]]),
    );
  });

  it('lists the notifications, and a tap opens the app screen they name', async () => {
    const { router } = await renderPage(() => <NotificationsPage />);
    const list = await screen.findByRole('list', { name: 'Notificações recentes' });
    const sale = within(list).getByRole('link', { name: /R\$ 2,00 no crédito Visa em 2x/ });
    expect(sale.textContent).toContain('Venda aprovada');
    expect(sale.getAttribute('href')).toBe('/financial/transactions?sale=77');
    fireEvent.click(sale);
    await waitFor(() => expect(router.state.location.href).toBe('/financial/transactions?sale=77'));
  });

  it('shows but never links an address outside the app', async () => {
    await renderPage(() => <NotificationsPage />);
    const list = await screen.findByRole('list', { name: 'Notificações recentes' });
    expect(within(list).getByText('Link de pagamento pago')).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('says there is nothing yet, and does not announce the user again', async () => {
    feed = [];
    await renderPage(() => <NotificationsPage />);
    expect(await screen.findByText('Nenhuma notificação ainda')).toBeTruthy();
    expect(calls(notificationPreferencesUpdate)).toEqual([]);
  });
});
