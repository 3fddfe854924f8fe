/**
 * Where the tour's bubble goes beside the element it talks about: below it when there is room
 * (header buttons), above otherwise, kept inside the screen, with its arrow pointing at the
 * element's middle. Pure, so it is tested without layout.
 */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  side: 'below' | 'above';
  top: number;
  left: number;
  width: number;
  /** The arrow's x inside the bubble. */
  arrowLeft: number;
}

const MARGIN = 12;
const GAP = 12;
const MAX_WIDTH = 340;
const ARROW_INSET = 20;

export function placeBubble(target: Box, bubbleHeight: number, viewport: { width: number; height: number }): Placement {
  const width = Math.min(MAX_WIDTH, viewport.width - 2 * MARGIN);
  const middle = target.left + target.width / 2;
  const left = Math.min(Math.max(middle - width / 2, MARGIN), viewport.width - MARGIN - width);
  const below = target.top + target.height + GAP;
  const fitsBelow = below + bubbleHeight <= viewport.height - MARGIN;
  const above = target.top - GAP - bubbleHeight;
  const side = fitsBelow || above < MARGIN ? 'below' : 'above';
  return {
    side,
    top: side === 'below' ? below : above,
    left,
    width,
    arrowLeft: Math.min(Math.max(middle - left, ARROW_INSET), width - ARROW_INSET),
  };
}
