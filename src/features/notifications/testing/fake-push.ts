import { vi } from 'vitest';

/**
 * A browser's Web Push for unit tests (happy-dom has none): Notification's permission, the
 * service worker's registration and its PushManager, each settable per test.
 */

// The sandbox's key shape: a P-256 point, 65 bytes, as base64url without padding.
export const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + 4) % 256);
export const KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

export function fakeSubscription(key: Uint8Array, endpoint = 'https://push.example/abc') {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer },
    unsubscribe: vi.fn(() => Promise.resolve(true)),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
  };
}

export function fakePush() {
  const push = {
    permission: 'default' as NotificationPermission,
    /** What the user answers the prompt. */
    answer: 'granted' as NotificationPermission,
    existing: null as ReturnType<typeof fakeSubscription> | null,
    requestPermission: vi.fn(() => {
      push.permission = push.answer;
      return Promise.resolve(push.answer);
    }),
    pushManager: {
      getSubscription: vi.fn(() => Promise.resolve(push.existing)),
      subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
        push.existing = fakeSubscription(options.applicationServerKey, 'https://push.example/new');
        return Promise.resolve(push.existing);
      }),
    },
    registered: true,
  };
  vi.stubGlobal('Notification', {
    get permission() {
      return push.permission;
    },
    requestPermission: push.requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(push.registered ? { pushManager: push.pushManager } : undefined),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  return push;
}

export function removeFakePush(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
