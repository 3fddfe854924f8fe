import { describe, expect, it } from 'vitest';
import { placeBubble } from './tour-placement';

const PHONE = { width: 360, height: 800 };

describe('placeBubble', () => {
  it('puts the bubble under a header button, inside the screen, its arrow on the button', () => {
    // The menu button, top left.
    const menu = { top: 4, left: 4, width: 48, height: 48 };
    expect(placeBubble(menu, 180, PHONE)).toEqual({ side: 'below', top: 64, left: 12, width: 336, arrowLeft: 20 });
    // The user button, top right.
    const user = { top: 4, left: 308, width: 48, height: 48 };
    const right = placeBubble(user, 180, PHONE);
    expect(right.left + right.width).toBe(348);
    // As near the button's middle (332) as the bubble's rounded corner lets it.
    expect(right.left + right.arrowLeft).toBe(328);
  });

  it('goes above an element near the bottom, and caps its width on wide screens', () => {
    const low = { top: 700, left: 100, width: 160, height: 60 };
    expect(placeBubble(low, 200, PHONE)).toMatchObject({ side: 'above', top: 488 });
    const wide = placeBubble({ top: 80, left: 600, width: 400, height: 100 }, 200, { width: 1366, height: 768 });
    expect(wide).toMatchObject({ side: 'below', width: 340, left: 630, arrowLeft: 170 });
  });
});
