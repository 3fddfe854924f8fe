import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollUntil } from './poll-until';

describe('pollUntil', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks more and more rarely until yes, then calls back once and stops', async () => {
    const answers = [false, false, true];
    const check = vi.fn(() => Promise.resolve(answers.shift() ?? true));
    const onYes = vi.fn();
    pollUntil(check, onYes, { firstMs: 1_000, maxMs: 3_000 });

    await vi.advanceTimersByTimeAsync(999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(check).toHaveBeenCalledTimes(2);
    // Doubling stops at the maximum: 3 s, not 4 s.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onYes).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('does not ask while it should not, and a stop ends it; a failing check is a no', async () => {
    let asking = false;
    const check = vi.fn(() => Promise.reject(new Error('offline')));
    const onYes = vi.fn();
    const stop = pollUntil(check, onYes, { firstMs: 1_000, maxMs: 1_000, shouldAsk: () => asking });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).not.toHaveBeenCalled();
    asking = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onYes).not.toHaveBeenCalled();
  });
});
