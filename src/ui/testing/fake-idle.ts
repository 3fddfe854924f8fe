import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stands in for the browser's idle callbacks (with fake timers around them): `runIdle()` says the
 * main thread is idle now and runs what asked for it, then lets dynamic imports settle. Call it in
 * a `beforeEach`; `vi.unstubAllGlobals()` (after the tree is unmounted) takes it away.
 */
export function fakeIdleCallbacks(): { runIdle: () => Promise<void>; request: ReturnType<typeof vi.fn> } {
  let due: IdleRequestCallback[] = [];
  const request = vi.fn((callback: IdleRequestCallback) => due.push(callback));
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  const runIdle = () =>
    act(async () => {
      const now = due;
      due = [];
      for (const callback of now) callback({ didTimeout: false, timeRemaining: () => 50 });
      await vi.dynamicImportSettled();
    });
  return { runIdle, request };
}
