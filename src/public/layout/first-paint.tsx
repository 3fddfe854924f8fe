import { useLayoutEffect } from 'react';

/**
 * The picture of the checkout's top that the sandbox writes into a shared link's HTML
 * (server/link-first-paint.ts, same id): the customer sees whom and how much they pay before
 * this script has loaded. It covers the page until the page shows its own content there.
 */
const FIRST_PAINT_ID = 'first-paint';

export function dropFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Rendered with the content that takes the picture's place (the link's summary, an error, a
 * closed link): removed in the same commit, before the browser paints, so nothing flickers.
 */
export function FirstPaintDone(): null {
  useLayoutEffect(dropFirstPaint, []);
  return null;
}
