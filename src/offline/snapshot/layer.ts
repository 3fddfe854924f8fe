import type { ScreenSnapshot } from './record';

/*
 * The picture of the last screen while it is on show (decision 011). Painting it (paint.ts and
 * its sanitizers) is needed only by an offline start, which loads it then; releasing it is
 * every start's business (the app calls `releaseSnapshot` once it has rendered), so that part
 * lives here, small, with the first screen.
 */

export const SNAPSHOT_LAYER_ID = 'offline-snapshot';
/** On the stylesheets index.html links: every page load has them, a snapshot need not keep them. */
export const BOOT_STYLESHEET_ATTRIBUTE = 'data-boot';

/** Marks the stylesheets the page started with (main.tsx, before any chunk adds its own). */
export function markBootStylesheets(): void {
  for (const link of document.querySelectorAll('link[rel="stylesheet"]'))
    link.setAttribute(BOOT_STYLESHEET_ATTRIBUTE, '');
}

export type SnapshotOwner = Pick<ScreenSnapshot, 'sub' | 'merchantId'>;

interface Shown {
  layer: HTMLElement;
  /** The screen's stylesheets adopted by the document for the picture. */
  sheets: CSSStyleSheet[];
  owner: SnapshotOwner;
  backstop: ReturnType<typeof setTimeout>;
}

let shown: Shown | undefined;
let released = false;

/** Whether a picture may still be painted: none is on show and the app has not taken over. */
export const mayPaint = (): boolean => !released && !shown;

/** paint.ts: the picture is on the page. */
export function showing(picture: Shown): void {
  shown = picture;
}

/** Whose screen is on show, while one is. */
export function paintedOwner(): SnapshotOwner | undefined {
  return shown?.owner;
}

/** The app has rendered its own screen: remove the picture (and never paint one later). */
export function releaseSnapshot(): void {
  released = true;
  if (!shown) return;
  const { layer, sheets, backstop } = shown;
  shown = undefined;
  clearTimeout(backstop);
  layer.remove();
  if (sheets.length > 0) {
    const ours = new Set(sheets);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !ours.has(sheet));
  }
}
