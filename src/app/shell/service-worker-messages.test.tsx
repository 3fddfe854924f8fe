import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { ServiceWorkerMessages } from './service-worker-messages';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true, isOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));

let listener: ((event: MessageEvent) => void) | undefined;
beforeEach(() => {
  listener = undefined;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      addEventListener: (_type: string, fn: (event: MessageEvent) => void) => {
        listener = fn;
      },
      removeEventListener: vi.fn(),
    },
  });
});
afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

const render = () =>
  renderPage(() => (
    <AppPage title="Início">
      <ServiceWorkerMessages />
    </AppPage>
  ));
const post = (data: unknown) => listener?.(new MessageEvent('message', { data }));

describe('ServiceWorkerMessages', () => {
  it('opens a tapped notification’s screen inside the app, and nothing outside it', async () => {
    const { router } = await render();
    await waitFor(() => expect(listener).toBeDefined());
    post({ type: 'pdv:open', url: 'https://evil.example/x' });
    post({ type: 'pdv:open', url: '//evil.example/x' });
    post({ type: 'other', url: '/paylink/share/4' });
    post({ type: 'pdv:open', url: '/paylink/share/4' });
    await waitFor(() => expect(router.state.location.href).toBe('/paylink/share/4'));
  });

  it('refreshes the bell’s list when a push arrives', async () => {
    const { queryClient } = await render();
    await waitFor(() => expect(listener).toBeDefined());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    post({ type: 'pdv:notification' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
  });
});
