import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPushSubscription, stopPushOnThisDevice } from './push-device';

function withRegistration(registration: unknown): void {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
}
afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

describe('this device’s push subscription', () => {
  it('is ended at logout, offline and without a token', async () => {
    const subscription = { unsubscribe: vi.fn(() => Promise.resolve(true)) };
    withRegistration({ pushManager: { getSubscription: () => Promise.resolve(subscription) } });
    await stopPushOnThisDevice();
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('is none without a worker or without Web Push, and a failure never stops the logout', async () => {
    expect(await currentPushSubscription()).toBeNull();
    withRegistration({});
    expect(await currentPushSubscription()).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    withRegistration({ pushManager: { getSubscription: () => Promise.reject(new Error('storage')) } });
    await expect(stopPushOnThisDevice()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
