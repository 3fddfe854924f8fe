import { describe, expect, it, vi } from 'vitest';
import { listenToWorker } from './worker-messages';

function fakeWorker() {
  const target = new EventTarget();
  const post = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { worker: target as unknown as ServiceWorkerContainer, post };
}

describe('listenToWorker', () => {
  it('opens a tapped notification’s screen inside the app, and nothing outside it', () => {
    const { worker, post } = fakeWorker();
    const actions = { open: vi.fn(), refresh: vi.fn() };
    listenToWorker(worker, actions);
    post({ type: 'pdv:open', url: 'https://evil.example/x' });
    post({ type: 'pdv:open', url: '//evil.example/x' });
    post({ type: 'other', url: '/paylink/share/4' });
    post('pdv:open');
    post({ type: 'pdv:open', url: '/paylink/share/4' });
    expect(actions.open.mock.calls).toEqual([['/paylink/share/4']]);
    expect(actions.refresh).not.toHaveBeenCalled();
  });

  it('refreshes the bell’s list when a push arrives, until stopped', () => {
    const { worker, post } = fakeWorker();
    const actions = { open: vi.fn(), refresh: vi.fn() };
    const stop = listenToWorker(worker, actions);
    post({ type: 'pdv:notification' });
    stop();
    post({ type: 'pdv:notification' });
    expect(actions.refresh).toHaveBeenCalledOnce();
  });
});
