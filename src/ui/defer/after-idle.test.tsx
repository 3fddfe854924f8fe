import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from './after-idle';

// The browser's idle callbacks, run by the test when it says the main thread is idle.
let idleCallbacks: IdleRequestCallback[] = [];
const runIdle = () =>
  act(() => {
    const due = idleCallbacks;
    idleCallbacks = [];
    for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
  });

beforeEach(() => {
  vi.useFakeTimers();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});
afterEach(() => {
  // Unmount while the stubs still stand: the hook cancels its idle callback then.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterIdle', () => {
  it('is true at the first idle moment', () => {
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    runIdle();
    expect(result.current).toBe(true);
  });

  it('with a delay, an idle moment before it does not count', () => {
    const { result } = renderHook(() => useAfterIdle(3000, 5000));
    act(() => vi.advanceTimersByTime(4999));
    runIdle();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    runIdle();
    expect(result.current).toBe(true);
  });

  it('asks the browser with the timeout, so a busy page still gets there', () => {
    const request = vi.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    renderHook(() => useAfterIdle(3000, 5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
  });

  it('without requestIdleCallback (Safari) a short timer stands in for it', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useAfterIdle(1500, 5000));
    act(() => vi.advanceTimersByTime(5299));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('an unmount before the delay asks for nothing', () => {
    const request = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    const { unmount } = renderHook(() => useAfterIdle(3000, 5000));
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(request).not.toHaveBeenCalled();
  });
});
