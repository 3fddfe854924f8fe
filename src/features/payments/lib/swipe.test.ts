import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('reads a clear sideways move as a swipe', () => {
    expect(swipeDirection(-80, 10)).toBe(-1);
    expect(swipeDirection(80, -12)).toBe(1);
  });

  it('ignores taps, short moves and vertical scrolls', () => {
    expect(swipeDirection(0, 0)).toBe(0);
    expect(swipeDirection(SWIPE_MIN_PX - 1, 0)).toBe(0);
    expect(swipeDirection(60, 200)).toBe(0);
    // Diagonal: not clearly sideways.
    expect(swipeDirection(60, 50)).toBe(0);
  });
});
