import { trackActiveCache } from '../active-caches';
import { paintableInput } from './allowlist';
import { toTree, type SnapshotNode, type TreeOptions, type Visibility } from './tree';
import { writeSnapshot, type ScreenSnapshot } from './record';
import { namesIn, SheetCollector } from './sheets';
import { warmStylesheets } from './sheet-text';

/** Marks parts of the screen that must not be painted again from a snapshot (toasts, banners). */
export const SNAPSHOT_SKIP_ATTRIBUTE = 'data-snapshot-skip';

export interface SnapshotOwner {
  sub: string;
  merchantId: number;
  buster: string;
  /** When the data on screen was fetched. */
  dataUpdatedAt: number;
}

/**
 * Parts of a screen that belong to a moment, not to the screen: dialogs and Ionic's overlays (an
 * open one cannot be modal in a picture), pull-to-refresh, and anything marked `data-snapshot-skip`
 * (toasts, the update banner).
 */
const MOMENTARY = new Set([
  'dialog',
  'ion-modal',
  'ion-popover',
  'ion-alert',
  'ion-action-sheet',
  'ion-toast',
  'ion-loading',
  'ion-picker',
  'ion-select-modal',
  'ion-select-popover',
  'ion-refresher',
]);

const CAPTURE: Omit<TreeOptions, 'sheetIndex'> = {
  skip: (element) =>
    MOMENTARY.has(element.localName) ||
    element.hasAttribute(SNAPSHOT_SKIP_ATTRIBUTE) ||
    // A hidden input's value was never on screen.
    (element instanceof HTMLInputElement && !paintableInput(element.type)),
  replace: (element) => (element instanceof HTMLCanvasElement ? pictureOf(element) : undefined),
  // A form may not be painted (it could submit); its fields may.
  rename: { form: 'div' },
  visibility: atTheTop,
};

/**
 * Where an element shows once the app has taken over, at the top of the page (how the app opens
 * it): the picture keeps only that — it does not scroll — and each element left out is time saved
 * at capture and at the offline start. Left out: what is below the fold or above the top (with
 * the scroll undone), and what is not displayed at all (a closed menu). A table is kept whole:
 * its column widths depend on every row.
 */
function atTheTop(element: Element, scroll: number): Visibility {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0)
    return element.getClientRects().length === 0 && getComputedStyle(element).display === 'none' ? 'hidden' : 'edge';
  const top = rect.top + scroll;
  const bottom = rect.bottom + scroll;
  if (top >= window.innerHeight || bottom <= 0) return 'hidden';
  // Inside the screen, its content may still run past the fold (in a scroller): asked too.
  return element.localName === 'table' ? 'inside' : 'edge';
}

/**
 * `root`'s content as trees to paint before the app runs, through the painter's allowlist
 * (allowlist.ts): ids (outside shadow roots) and input names go, so the copy never stands in for
 * the app's elements nor joins its radio groups while both are on the page. A canvas (the chart)
 * becomes a picture of itself. Shadow roots come with the indexes of their stylesheets in `sheets`.
 */
export function serializeScreen(root: Element, sheets = new SheetCollector()): SnapshotNode[] {
  const options: TreeOptions = { ...CAPTURE, sheetIndex: sheets.index };
  const trees: SnapshotNode[] = [];
  for (const child of root.childNodes) {
    const tree = toTree(child, options);
    if (tree !== undefined) trees.push(tree);
  }
  return trees;
}

/** An image of a canvas, at the canvas's size on screen (its pixels are not in the markup). */
function pictureOf(canvas: HTMLCanvasElement): HTMLImageElement {
  const { width, height } = canvas.getBoundingClientRect();
  const image = document.createElement('img');
  image.alt = '';
  // Painted before the figures would wait for it otherwise.
  image.decoding = 'async';
  image.className = canvas.className;
  image.style.cssText = canvas.style.cssText;
  image.style.width = `${width}px`;
  image.style.height = `${height}px`;
  // Encoded beforehand, off the main thread (refreshPictures); until then the room stays empty.
  const picture = pictures.get(canvas);
  if (picture) image.src = picture;
  return image;
}

/**
 * Pictures of the canvases (the chart), encoded by `toBlob`, which the browser does off the main
 * thread: `toDataURL` took 26–39 ms of main thread at 4× CPU slowdown, most of a capture.
 * A capture on leaving the screen uses the last picture, as it has no time to wait for one.
 */
const pictures = new WeakMap<HTMLCanvasElement, string>();

export async function refreshPictures(root: Element): Promise<void> {
  await Promise.all(
    Array.from(root.querySelectorAll('canvas'), async (canvas) => {
      const picture = await encode(canvas);
      if (picture) pictures.set(canvas, picture);
    }),
  );
}

function encode(canvas: HTMLCanvasElement): Promise<string | undefined> {
  return new Promise((resolve) => {
    try {
      // WebP where the browser encodes it (a third of the PNG); PNG otherwise.
      canvas.toBlob(
        (blob) => {
          if (!blob) return resolve(undefined);
          const reader = new FileReader();
          reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : undefined);
          reader.onerror = () => resolve(undefined);
          reader.readAsDataURL(blob);
        },
        'image/webp',
        0.9,
      );
    } catch {
      // A tainted canvas: no picture, its room stays empty.
      resolve(undefined);
    }
  });
}

/**
 * The screen now: the markup, its address and every stylesheet it uses. With `cachedOnly` (the
 * page is being hidden: no time to read stylesheets), undefined if one was not read before.
 */
export function takeSnapshot(root: Element, owner: SnapshotOwner, cachedOnly = false): ScreenSnapshot | undefined {
  const sheets = new SheetCollector(cachedOnly);
  const tree = serializeScreen(root, sheets);
  const documentSheets = sheets.documentSheets(namesIn(tree));
  if (sheets.missing) return undefined;
  return {
    ...owner,
    path: window.location.pathname + window.location.search,
    width: window.innerWidth,
    tree,
    styles: sheets.styles,
    sheets: documentSheets,
    rootStyle: document.documentElement.getAttribute('style') ?? '',
    title: document.title,
    savedAt: Date.now(),
  };
}

/** Quiet time after the screen last changed before it is saved again (the chart has drawn). */
export const SETTLE_MS = 1000;

/**
 * Saves the screen once the browser is idle (after React has committed and painted the data), so
 * the copy matches what the merchant saw; again whenever it changes and then settles (a chart
 * drawn late, a list scrolled in); and when the merchant leaves it (the app goes to the
 * background or the page unloads). Returns a cancel, for when the data changes or the device
 * goes offline (the screen then shows the cached copy, not news).
 */
export function scheduleSnapshot(owner: SnapshotOwner, timeout = 2000): () => void {
  const root = document.getElementById('root');
  if (!root) return () => {};
  const capture = (hiding: boolean) => {
    const start = performance.now();
    const snapshot = takeSnapshot(root, owner, hiding);
    if (snapshot) writeSnapshot(snapshot);
    // docs/stack-notes.md: no persistence write blocks the main thread over 50 ms (the bench reads this).
    performance.measure('pdv:snapshot-capture', { start });
  };
  const captureOnHide = () => capture(true);
  let cancelIdle = () => {};
  let settle: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const captureWhenIdle = () => {
    cancelIdle();
    cancelIdle = whenIdle(() => {
      // The slow parts first, each in tasks of its own: the chart's picture, the stylesheets' rules.
      void refreshPictures(root)
        // A task of its own per sheet, not an idle period each: a busy page seldom has one.
        .then(() => warmStylesheets(root, () => new Promise((resolve) => setTimeout(resolve, 0))))
        .then(() => {
          if (!cancelled) capture(false);
        });
    }, timeout);
  };
  const observer = new MutationObserver(() => {
    clearTimeout(settle);
    settle = setTimeout(captureWhenIdle, SETTLE_MS);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') captureOnHide();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', captureOnHide);
  // Logout stops every pending write (stopAllCaches) before it wipes: no snapshot after that.
  const untrack = trackActiveCache(() => cancel());
  const cancel = () => {
    cancelled = true;
    cancelIdle();
    clearTimeout(settle);
    observer.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', captureOnHide);
    untrack();
  };
  captureWhenIdle();
  return cancel;
}

function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 300);
  return () => clearTimeout(handle);
}
