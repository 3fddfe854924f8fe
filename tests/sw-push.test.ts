import { describe, expect, it, vi, type Mock } from 'vitest';
import { openNotification, showPush, type PushScope } from '../sw/push';

// The service worker's Web Push handlers (sw/push.ts) against a stubbed worker scope: what the
// browser is asked to show, what the open windows are told, and where a tap goes.

const ORIGIN = 'https://portal.loja.com.br';

interface FakeWindow {
  url: string;
  focused?: boolean;
  focus: Mock<() => Promise<unknown>>;
  postMessage: Mock<(message: unknown) => void>;
}

const openWindowAt = (url: string, focused = false): FakeWindow => ({
  url,
  focused,
  focus: vi.fn(() => Promise.resolve<unknown>(undefined)),
  postMessage: vi.fn((_message: unknown) => undefined),
});

function fakeScope(windows: FakeWindow[] = []) {
  const showNotification = vi.fn((_title: string, _options: NotificationOptions) => Promise.resolve());
  const matchAll = vi.fn((_options: { type: 'window'; includeUncontrolled: boolean }) => Promise.resolve(windows));
  const openWindow = vi.fn((_url: string) => Promise.resolve(null));
  const scope: PushScope = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll, openWindow },
  };
  return { scope, showNotification, matchAll, openWindow };
}

const payload = (value: unknown) => ({ json: () => value });
const notJson = { json: () => JSON.parse('{"title": "Venda apr') as unknown };

const sale = {
  title: 'Venda aprovada',
  body: 'R$ 259,90 no Visa em 3x',
  url: '/financial/transactions?sale=123',
  kind: 'card_sale',
  id: 42,
};

const FALLBACK_OPTIONS = {
  body: 'Abra o portal para ver.',
  icon: '/icons/icon-192.png',
  badge: '/icons/icon-192.png',
  data: { url: '/notifications' },
};

describe('a push', () => {
  it("shows the message's title and body, tagged by its id, opening its screen, and tells every window", async () => {
    const windows = [openWindowAt(`${ORIGIN}/dashboard`), openWindowAt(`${ORIGIN}/paylink`)];
    const { scope, showNotification, matchAll } = fakeScope(windows);

    await showPush(scope, payload(sale));

    expect(showNotification).toHaveBeenCalledTimes(1);
    expect(showNotification).toHaveBeenCalledWith('Venda aprovada', {
      body: 'R$ 259,90 no Visa em 3x',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'notificacao-42',
      data: { url: '/financial/transactions?sale=123' },
    });
    expect(matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    for (const client of windows) expect(client.postMessage).toHaveBeenCalledWith({ type: 'pdv:notification' });
  });

  it.each([
    ['no payload', null],
    ['a payload that is not JSON', notJson],
    ['JSON that is not an object', payload('Venda aprovada')],
    ['an object without its fields', payload({ kind: 'card_sale' })],
    ['fields of the wrong type', payload({ title: 7, body: ['R$ 1,00'], url: 3 })],
    ['blank words', payload({ title: '  ', body: '' })],
  ])('still shows a notification, in general words, opening the feed, for %s', async (_case, data) => {
    const windows = [openWindowAt(`${ORIGIN}/dashboard`)];
    const { scope, showNotification } = fakeScope(windows);

    await showPush(scope, data);

    expect(showNotification).toHaveBeenCalledWith('Nova notificação', FALLBACK_OPTIONS);
    expect(windows[0]?.postMessage).toHaveBeenCalledWith({ type: 'pdv:notification' });
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '//evil.example/financial/transactions',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'financial/transactions',
    `${ORIGIN}/financial/transactions`,
    '',
  ])('opens the feed instead of %j', async (url) => {
    const { scope, showNotification } = fakeScope();

    await showPush(scope, payload({ ...sale, url }));

    expect(showNotification).toHaveBeenCalledWith(
      'Venda aprovada',
      expect.objectContaining({ body: sale.body, data: { url: '/notifications' } }),
    );
  });

  it('keeps a path with its query and hash', async () => {
    const { scope, showNotification } = fakeScope();

    await showPush(scope, payload({ ...sale, url: '/paylink/share/45#pagamentos' }));

    expect(showNotification.mock.calls[0]?.[1].data).toEqual({ url: '/paylink/share/45#pagamentos' });
  });
});

describe('a tap on a notification', () => {
  const clicked = (data: unknown) => ({ data, close: vi.fn() });

  it('focuses the open portal and tells it which screen to open, opening no window', async () => {
    const other = openWindowAt(`${ORIGIN}/dashboard`);
    const focused = openWindowAt(`${ORIGIN}/paylink`, true);
    const { scope, openWindow } = fakeScope([other, focused]);
    const notification = clicked({ url: '/paylink/share/45' });

    await openNotification(scope, notification);

    expect(notification.close).toHaveBeenCalled();
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.postMessage).toHaveBeenCalledWith({ type: 'pdv:open', url: '/paylink/share/45' });
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('still tells the window its screen when the browser refuses to focus it', async () => {
    const client = openWindowAt(`${ORIGIN}/dashboard`);
    client.focus.mockRejectedValue(new Error('not allowed'));
    const { scope } = fakeScope([client]);

    await openNotification(scope, clicked({ url: '/paylink/share/45' }));

    expect(client.postMessage).toHaveBeenCalledWith({ type: 'pdv:open', url: '/paylink/share/45' });
  });

  it('opens a window on the screen when no portal window is open', async () => {
    const { scope, openWindow } = fakeScope();
    const notification = clicked({ url: '/financial/transactions?sale=123' });

    await openNotification(scope, notification);

    expect(notification.close).toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith('/financial/transactions?sale=123');
  });

  it('opens a window when only a customer’s checkout of this origin is open', async () => {
    const checkout = openWindowAt(`${ORIGIN}/paylink/checkout/abc123`, true);
    const { scope, openWindow } = fakeScope([checkout]);

    await openNotification(scope, clicked({ url: '/paylink/share/45' }));

    expect(checkout.postMessage).not.toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith('/paylink/share/45');
  });

  it('ignores a window of another origin', async () => {
    const foreign = openWindowAt('https://evil.example/');
    const { scope, openWindow } = fakeScope([foreign]);

    await openNotification(scope, clicked({ url: '/paylink/share/45' }));

    expect(foreign.postMessage).not.toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith('/paylink/share/45');
  });

  it.each([
    ['another site', { url: 'https://evil.example/x' }],
    ['a protocol-relative address', { url: '//evil.example' }],
    ['no data', null],
    ['no url', {}],
  ])('opens the feed for %s', async (_case, data) => {
    const client = openWindowAt(`${ORIGIN}/dashboard`);
    const { scope, openWindow } = fakeScope();
    const withWindow = fakeScope([client]);

    await openNotification(scope, clicked(data));
    await openNotification(withWindow.scope, clicked(data));

    expect(openWindow).toHaveBeenCalledWith('/notifications');
    expect(client.postMessage).toHaveBeenCalledWith({ type: 'pdv:open', url: '/notifications' });
  });
});
