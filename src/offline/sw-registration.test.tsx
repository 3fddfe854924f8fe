import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type * as SwRegistration from './sw-registration';

/** Stand-in for workbox-window's Workbox: records listeners and the skip-waiting message. */
const fake = vi.hoisted(() => ({
  listeners: new Map<string, (event: { isUpdate?: boolean }) => void>(),
  skipWaiting: 0,
  registered: 0,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void) {
      fake.listeners.set(type, listener);
    }
    async register() {
      fake.registered++;
      return undefined;
    }
    async update() {}
    messageSkipWaiting() {
      fake.skipWaiting++;
    }
  },
}));

type SwModule = typeof SwRegistration;

async function freshModule(): Promise<SwModule> {
  vi.resetModules();
  return import('./sw-registration');
}

describe('service worker update offer', () => {
  const reload = vi.fn();

  beforeEach(() => {
    fake.listeners.clear();
    fake.skipWaiting = 0;
    fake.registered = 0;
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    reload.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('does not register outside production builds', async () => {
    const sw = await freshModule();
    await sw.registerServiceWorker();
    expect(fake.registered).toBe(0);
  });

  it('offers a waiting worker and applies it only when the user accepts, then reloads', async () => {
    const sw = await freshModule();
    await sw.registerServiceWorker({ enabled: true });
    await sw.registerServiceWorker({ enabled: true });
    expect(fake.registered).toBe(1);

    const { result } = renderHook(() => sw.useServiceWorkerUpdate());
    expect(result.current.updateAvailable).toBe(false);
    // First install taking control must not reload the page.
    fake.listeners.get('controlling')?.({ isUpdate: false });
    expect(reload).not.toHaveBeenCalled();

    act(() => fake.listeners.get('waiting')?.({}));
    expect(result.current.updateAvailable).toBe(true);
    expect(fake.skipWaiting).toBe(0);

    act(() => result.current.applyUpdate());
    expect(fake.skipWaiting).toBe(1);
    fake.listeners.get('controlling')?.({ isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('applyUpdate does nothing without a waiting worker', async () => {
    const sw = await freshModule();
    await sw.registerServiceWorker({ enabled: true });
    sw.applyUpdate();
    expect(fake.skipWaiting).toBe(0);
  });
});

/** The install offer keeps its captured event for the page's life: fresh modules per test. */
async function freshInstallPrompt() {
  vi.resetModules();
  const [{ captureInstallPrompt }, { useInstallPrompt }] = await Promise.all([
    import('./install-prompt'),
    import('./use-install-prompt'),
  ]);
  return { captureInstallPrompt, useInstallPrompt };
}

describe('install prompt', () => {
  function installEvent(outcome: 'accepted' | 'dismissed') {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const prompt = vi.fn(async () => undefined);
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
    return { event, prompt };
  }

  it('captures beforeinstallprompt and shows the browser dialog once', async () => {
    const sw = await freshInstallPrompt();
    sw.captureInstallPrompt();
    const { result } = renderHook(() => sw.useInstallPrompt());
    expect(result.current.canInstall).toBe(false);

    const { event, prompt } = installEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.canInstall).toBe(true);

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.promptInstall();
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(outcome).toBe('accepted');
    expect(result.current.canInstall).toBe(false);
    expect(await result.current.promptInstall()).toBe('unavailable');
  });

  it('drops the offer once the app is installed', async () => {
    const sw = await freshInstallPrompt();
    const { result } = renderHook(() => sw.useInstallPrompt());
    act(() => {
      window.dispatchEvent(installEvent('dismissed').event);
    });
    expect(result.current.canInstall).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.canInstall).toBe(false);
  });
});
