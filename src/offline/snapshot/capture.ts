import { trackActiveCache } from '../active-caches';
import { toTree, type SnapshotNode, type TreeOptions } from './tree';
import { writeSnapshot, type ScreenSnapshot, type SnapshotStylesheet } from './record';
import { BOOT_STYLESHEET_ATTRIBUTE } from './paint';

/** Marks parts of the screen that must not be painted again from a snapshot (toasts, banners). */
export const SNAPSHOT_SKIP_ATTRIBUTE = 'data-snapshot-skip';

/** The Ionic elements still in use: their markup needs Ionic's code and styles to make sense. */
const IONIC_TAG = /^ION-/;

export interface SnapshotOwner {
  sub: string;
  merchantId: number;
  buster: string;
  /** When the data on screen was fetched. */
  dataUpdatedAt: number;
}

/**
 * `root`'s content as trees to paint before the app runs, or undefined when the screen cannot be
 * painted faithfully without the app: an Ionic element (its look comes from Ionic's runtime).
 * Ids and input names go (see below). Dialogs go (a closed drawer is invisible anyway; an open one cannot be modal without script),
 * as does anything marked `data-snapshot-skip`. A canvas (the chart) becomes a picture of itself.
 */
export function serializeScreen(root: Element): SnapshotNode[] | undefined {
  for (const element of root.querySelectorAll('*')) {
    if (IONIC_TAG.test(element.tagName)) return undefined;
  }
  const options: TreeOptions = {
    skip: (element) => element.localName === 'dialog' || element.hasAttribute(SNAPSHOT_SKIP_ATTRIBUTE),
    // The app renders the same screen under the picture before it goes: the copy must not share
    // its ids (two #user-menu-trigger) nor join its radio groups (and uncheck the app's choice).
    omitAttribute: (element, name) => name === 'id' || (name === 'name' && element.localName === 'input'),
    replace: (element) => (element instanceof HTMLCanvasElement ? pictureOf(element) : undefined),
  };
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

/** The screen now: the markup, its address and the stylesheets its chunks loaded. */
export function takeSnapshot(root: Element, owner: SnapshotOwner): ScreenSnapshot | undefined {
  const tree = serializeScreen(root);
  if (tree === undefined) return undefined;
  const stylesheets = loadedStylesheets();
  return {
    ...owner,
    path: window.location.pathname + window.location.search,
    width: window.innerWidth,
    tree,
    stylesheets,
    title: document.title,
    savedAt: Date.now(),
  };
}

/**
 * The stylesheets the screen's chunks linked, with their rules, so a snapshot paints without
 * fetching any (those of index.html are on every page already).
 */
function loadedStylesheets(): SnapshotStylesheet[] {
  const sheets: SnapshotStylesheet[] = [];
  for (const sheet of document.styleSheets) {
    const owner = sheet.ownerNode;
    if (!(owner instanceof HTMLLinkElement) || owner.hasAttribute(BOOT_STYLESHEET_ATTRIBUTE)) continue;
    const href = owner.getAttribute('href');
    if (href === null) continue;
    try {
      sheets.push({ href, css: Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') });
    } catch {
      // A cross-origin sheet hides its rules; the portal links none.
    }
  }
  return sheets;
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
  const capture = () => {
    const start = performance.now();
    const snapshot = takeSnapshot(root, owner);
    if (snapshot) writeSnapshot(snapshot);
    // DESIGN.md: no persistence write blocks the main thread over 50 ms (the bench reads this).
    performance.measure('pdv:snapshot-capture', { start });
  };
  let cancelIdle = () => {};
  let settle: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const captureWhenIdle = () => {
    cancelIdle();
    cancelIdle = whenIdle(() => {
      void refreshPictures(root).then(() => {
        if (!cancelled) capture();
      });
    }, timeout);
  };
  const observer = new MutationObserver(() => {
    clearTimeout(settle);
    settle = setTimeout(captureWhenIdle, SETTLE_MS);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') capture();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', capture);
  // Logout stops every pending write (stopAllCaches) before it wipes: no snapshot after that.
  const untrack = trackActiveCache(() => cancel());
  const cancel = () => {
    cancelled = true;
    cancelIdle();
    clearTimeout(settle);
    observer.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', capture);
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
