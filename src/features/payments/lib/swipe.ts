/** A horizontal swipe needs this many px, and to be clearly more sideways than vertical. */
export const SWIPE_MIN_PX = 48;
const SIDEWAYS_RATIO = 1.5;

/** -1 (swiped left: next month), 1 (swiped right: previous) or 0 for a tap or a scroll. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * SIDEWAYS_RATIO) return 0;
  return dx < 0 ? -1 : 1;
}
