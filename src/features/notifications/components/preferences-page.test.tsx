import type * as ApiModule from '@/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationPreferences, notificationPreferencesUpdate } from '@contract/notifications';
import type { Endpoint } from '@contract/endpoint';
import { ApiError } from '@/api/errors';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, ionChoice, tapIon } from '@/ui/testing/ionic';
import { fakePush, fakeSubscription, KEY, KEY_BYTES, removeFakePush } from '../testing/fake-push';
import { DEVICE_MESSAGES } from '../lib/device';
import { DevicePanel, IOS_NOTE } from './device-panel';
import { KindsPanel } from './kinds-panel';

const online = vi.hoisted(() => ({ value: true }));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => online.value, isOnline: () => online.value }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const api = vi.hoisted(() => ({ call: vi.fn(), request: vi.fn(), remove: vi.fn() }));
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api }));
const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('@/ui/toast', () => toast);

const ALL_ON = {
  card_sale: true,
  link_paid: true,
  pix_received: true,
  boleto_paid: true,
  refund: true,
  payout: true,
  anticipation: true,
};
let stored: typeof ALL_ON;
let push: ReturnType<typeof fakePush>;

beforeEach(() => {
  online.value = true;
  stored = { ...ALL_ON };
  push = fakePush();
  vi.clearAllMocks();
  api.call.mockImplementation((endpoint: Endpoint, opts: { body?: Partial<typeof ALL_ON> }) => {
    if (endpoint === notificationPreferences) return Promise.resolve({ ...stored });
    if (endpoint === notificationPreferencesUpdate) {
      stored = { ...stored, ...opts.body };
      return Promise.resolve({ ...stored });
    }
    return Promise.reject(new Error(`unexpected ${endpoint.id}`));
  });
  api.request.mockResolvedValue(new Response(null, { status: 204 }));
  api.remove.mockResolvedValue(null);
});
afterEach(removeFakePush);

const render = (vapidPublicKey: string | undefined = KEY) =>
  renderPage(() => (
    <AppPage title="Preferências de notificação">
      <DevicePanel vapidPublicKey={vapidPublicKey} />
      <KindsPanel />
    </AppPage>
  ));

describe('Avisar quando vender', () => {
  it('asks the permission only on the tap, then saves this device for the user', async () => {
    await render();
    const button = await findIon('button', 'Ativar notificações neste aparelho');
    expect(push.requestPermission).not.toHaveBeenCalled();
    await tapIon(button);
    expect(await screen.findByText('Notificações ativadas neste aparelho.')).toBeTruthy();
    expect(push.requestPermission).toHaveBeenCalledOnce();
    const [method, path, options] = api.request.mock.calls[0] ?? [];
    expect([method, path]).toEqual(['PUT', '/v1/app/notification/subscription']);
    expect(options).toEqual({
      body: {
        endpoint: 'https://push.example/new',
        expirationTime: null,
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      },
    });
  });

  it('says what to do when the merchant refuses, and keeps the button', async () => {
    push.answer = 'denied';
    await render();
    await tapIon(await findIon('button', 'Ativar notificações neste aparelho'));
    expect((await screen.findByRole('alert')).textContent).toBe(DEVICE_MESSAGES.denied);
    expect(api.request).not.toHaveBeenCalled();
  });

  it('shows the backend’s refusal, in its words', async () => {
    api.request.mockRejectedValueOnce(new ApiError('keys.p256dh: tamanho inválido', { status: 400 }));
    await render();
    await tapIon(await findIon('button', 'Ativar notificações neste aparelho'));
    expect((await screen.findByRole('alert')).textContent).toBe('keys.p256dh: tamanho inválido');
  });

  it('saves a device already on again when the screen opens, and turns it off for the backend and the browser', async () => {
    push.permission = 'granted';
    const device = fakeSubscription(KEY_BYTES);
    push.existing = device;
    await render();
    await screen.findByText('Notificações ativadas neste aparelho.');
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('PUT', '/v1/app/notification/subscription', expect.anything()),
    );
    push.existing = null;
    await tapIon(await findIon('button', 'Desativar neste aparelho'));
    await findIon('button', 'Ativar notificações neste aparelho');
    expect(api.remove).toHaveBeenCalledWith('/v1/app/notification/subscription', {
      params: { endpoint: 'https://push.example/abc' },
    });
    expect(device.unsubscribe).toHaveBeenCalledOnce();
  });

  it('tells an iPhone outside the home screen how to get notifications', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)');
    await render();
    expect(await screen.findByText(IOS_NOTE)).toBeTruthy();
    expect(screen.queryByText('Ativar notificações neste aparelho')).toBeNull();
  });
});

describe('O que avisar', () => {
  it('shows each kind as stored and saves a change at once', async () => {
    stored.payout = false;
    await render();
    await screen.findByRole('list', { name: 'O que avisar' });
    expect(ionChoice('ion-checkbox', 'Pagamentos depositados').checked).toBe(false);
    expect(ionChoice('ion-checkbox', 'Estornos').checked).toBe(true);
    await tapIon(ionChoice('ion-checkbox', 'Estornos'));
    await waitFor(() => expect(stored.refund).toBe(false));
    expect(api.call).toHaveBeenCalledWith(notificationPreferencesUpdate, { body: { refund: false } });
  });

  it('puts the switch back and says so when the change is not saved', async () => {
    await render();
    await screen.findByRole('list', { name: 'O que avisar' });
    api.call.mockImplementationOnce(() => Promise.reject(new ApiError('Sem conexão', { status: 0, network: true })));
    await tapIon(ionChoice('ion-checkbox', 'Pix recebidos'));
    await waitFor(() =>
      expect(toast.showToast).toHaveBeenCalledWith('Não foi possível salvar a preferência. Tente de novo.'),
    );
    await waitFor(() => expect(ionChoice('ion-checkbox', 'Pix recebidos').checked).toBe(true));
  });

  it('keeps the switches, disabled, offline', async () => {
    online.value = false;
    await render();
    await screen.findByRole('list', { name: 'O que avisar' });
    expect(ionChoice('ion-checkbox', 'Boletos pagos').disabled).toBe(true);
    expect((await findIon('button', 'Ativar notificações neste aparelho')).getAttribute('disabled')).not.toBeNull();
  });
});
