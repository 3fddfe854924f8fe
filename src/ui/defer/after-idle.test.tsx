import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdleCallbacks } from '../testing/fake-idle';
import { useAfterIdle } from './after-idle';

let idle: ReturnType<typeof fakeIdleCallbacks>;
const runIdle = () => idle.runIdle();

beforeEach(() => {
  vi.useFakeTimers();
  idle = fakeIdleCallbacks();
});
afterEach(() => {
  // Unmount while the stubs still stand: the hook cancels its idle callback then.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterIdle', () => {
  it('is true at the first idle moment', async () => {
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    await runIdle();
    expect(result.current).toBe(true);
  });

  it('with a delay, an idle moment before it does not count', async () => {
    const { result } = renderHook(() => useAfterIdle(3000, 5000));
    act(() => vi.advanceTimersByTime(4999));
    await runIdle();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    await runIdle();
    expect(result.current).toBe(true);
  });

  it('asks the browser with the timeout, so a busy page still gets there', () => {
    renderHook(() => useAfterIdle(3000, 5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(idle.request).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
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
    const { unmount } = renderHook(() => useAfterIdle(3000, 5000));
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(idle.request).not.toHaveBeenCalled();
  });
});
