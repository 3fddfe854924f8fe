import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePush, fakeSubscription, KEY, KEY_BYTES, removeFakePush } from '../testing/fake-push';
import { base64UrlToBytes, DEVICE_MESSAGES, deviceOf, isAppleMobile, readDeviceState, subscribeDevice } from './device';

let push: ReturnType<typeof fakePush>;
beforeEach(() => {
  push = fakePush();
  push.permission = 'granted';
});
afterEach(removeFakePush);

describe('subscribeDevice', () => {
  it('asks the permission, then subscribes visibly with the backend key’s bytes', async () => {
    const subscription = await subscribeDevice(KEY);
    expect(push.requestPermission).toHaveBeenCalledOnce();
    const [options] = push.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect([...(options?.applicationServerKey ?? [])]).toEqual([...KEY_BYTES]);
    expect(subscription.endpoint).toBe('https://push.example/new');
  });

  it('says why when the permission is refused or dismissed, and subscribes nothing', async () => {
    push.answer = 'denied';
    await expect(subscribeDevice(KEY)).rejects.toThrow(DEVICE_MESSAGES.denied);
    push.answer = 'default';
    await expect(subscribeDevice(KEY)).rejects.toThrow(DEVICE_MESSAGES.dismissed);
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('keeps a subscription made with the same key, and replaces one made with another', async () => {
    push.existing = fakeSubscription(KEY_BYTES);
    expect(await subscribeDevice(KEY)).toBe(push.existing);
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();

    const old = fakeSubscription(new Uint8Array(65));
    push.existing = old;
    const renewed = await subscribeDevice(KEY);
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(renewed.endpoint).toBe('https://push.example/new');
  });

  it('turns a browser failure or a missing worker into words for the merchant', async () => {
    push.pushManager.subscribe.mockRejectedValueOnce(new DOMException('push service not available', 'AbortError'));
    await expect(subscribeDevice(KEY)).rejects.toThrow(DEVICE_MESSAGES.failed);
    push.registered = false;
    await expect(subscribeDevice(KEY)).rejects.toThrow(DEVICE_MESSAGES.notReady);
  });
});

describe('readDeviceState', () => {
  it('is on with a subscription, off without, denied when blocked, and asks nothing', async () => {
    expect((await readDeviceState()).status).toBe('off');
    push.existing = fakeSubscription(KEY_BYTES);
    expect(await readDeviceState()).toMatchObject({ status: 'on', subscription: push.existing });
    push.permission = 'denied';
    expect((await readDeviceState()).status).toBe('denied');
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('is unsupported without Web Push (an iPhone’s Safari outside the home screen)', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    expect((await readDeviceState()).status).toBe('unsupported');
  });
});

describe('the pieces', () => {
  it('decodes base64url with or without padding', () => {
    expect([...base64UrlToBytes(KEY)]).toEqual([...KEY_BYTES]);
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('knows an iPhone, an iPad that says Mac, and not a Mac or an Android', () => {
    expect(
      isAppleMobile({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(isAppleMobile({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(
      true,
    );
    expect(isAppleMobile({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(
      false,
    );
    expect(isAppleMobile({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', maxTouchPoints: 5 })).toBe(false);
  });

  it('refuses a subscription without its keys', () => {
    const broken = { ...fakeSubscription(KEY_BYTES), toJSON: () => ({ endpoint: 'https://push.example/x' }) };
    expect(() => deviceOf(broken as unknown as PushSubscription)).toThrow(DEVICE_MESSAGES.failed);
  });
});
