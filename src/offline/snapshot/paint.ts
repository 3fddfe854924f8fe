import type { ScreenSnapshot } from './record';
import { fromTree, hasCustomElement, type PaintContext } from './paint-tree';
import { safeStylesheet, sanitizeInlineStyle } from './safe-css';
import { mayPaint, releaseSnapshot, showing, SNAPSHOT_LAYER_ID } from './layer';

/** Same limit as the persisted cache (persistence.ts): older data is not shown offline either. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** If the app never says it is ready (a crash, a config error page), uncover it anyway. */
const BACKSTOP_MS = 5000;

export interface PaintOptions {
  /** This build's id: a snapshot from another build has other class names and stylesheets. */
  buster: string;
  /** The "offline — dados de …" marker, built like the app's own (ui/page). */
  marker: (dataUpdatedAt: number) => HTMLElement;
  now?: number;
  /**
   * When the picture uncovers the app if nobody releases it (default 5 s). The Chromium harness
   * releases it itself and sets a long one: on a busy machine its checks outlast 5 s.
   */
  backstopMs?: number;
}

/**
 * Whether `snapshot` may be painted here and now: this build's, this address, this viewport
 * width (the shell's layout depends on it), at most as old as the persisted cache. Whose it is
 * needs no check here: a sign-in by anyone else deletes it first (offline-data.ts), and the
 * offline start confirms it against the last session (`paintedOwner`).
 */
export function canPaint(snapshot: ScreenSnapshot, options: PaintOptions): boolean {
  const now = options.now ?? Date.now();
  return (
    snapshot.buster === options.buster &&
    snapshot.path === window.location.pathname + window.location.search &&
    snapshot.width === window.innerWidth &&
    now - snapshot.dataUpdatedAt <= MAX_AGE_MS
  );
}

/**
 * At an offline start, paints the last screen the user saw over the (still empty) app, so the
 * cached figures show while the app downloads, restores its cache and renders underneath. The
 * layer is inert and hidden from assistive technology: a picture of the screen until the app
 * takes over (`releaseSnapshot`). Returns whether it painted.
 */
export function paintSnapshot(snapshot: ScreenSnapshot | undefined, options: PaintOptions): boolean {
  if (!mayPaint() || !snapshot || !canPaint(snapshot, options)) return false;
  const start = performance.now();
  const createCustom = inertElementFactory();
  // Without an inert registry, the app's Ionic would upgrade the picture's copies and run on them.
  if (!createCustom && hasCustomElement(snapshot.tree)) return false;
  const sheets = paintedSheets(snapshot.styles);
  const context: PaintContext = {
    document,
    createCustom: createCustom ?? ((tag) => document.createElement(tag)),
    sheet: sheets,
  };
  const layer = document.createElement('div');
  layer.id = SNAPSHOT_LAYER_ID;
  layer.inert = true;
  layer.setAttribute('aria-hidden', 'true');
  for (const tree of snapshot.tree) {
    const node = fromTree(tree, context);
    if (node) layer.append(node);
  }
  setBrandProperties(layer, snapshot.rootStyle);
  layer.querySelector('[data-page-title]')?.after(options.marker(snapshot.dataUpdatedAt));
  // The screen's own CSS (its chunks', Ionic's document-level styles), until the app has its own.
  const documentSheets = snapshot.sheets.flatMap((index) => sheets(index) ?? []);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...documentSheets];
  document.body.append(layer);
  document.title = snapshot.title;
  // For the offline-reload benchmark (scripts/bench/offline-reload.ts): when, and its main-thread cost.
  performance.mark('pdv:snapshot-painted');
  performance.measure('pdv:snapshot-paint', { start });
  showing({
    layer,
    sheets: documentSheets,
    owner: { sub: snapshot.sub, merchantId: snapshot.merchantId },
    backstop: setTimeout(releaseSnapshot, options.backstopMs ?? BACKSTOP_MS),
  });
  return true;
}

/** Each stored stylesheet parsed and sanitized once, when first used. */
function paintedSheets(styles: readonly string[]): (index: number) => CSSStyleSheet | undefined {
  const made = new Map<number, CSSStyleSheet | undefined>();
  return (index) => {
    if (!made.has(index)) {
      const text = styles[index];
      made.set(index, typeof text === 'string' ? safeStylesheet(text) : undefined);
    }
    return made.get(index);
  };
}

/** Only the custom properties of `<html>`'s style, set on the layer: they inherit into the picture alone. */
function setBrandProperties(target: HTMLElement, rootStyle: string): void {
  const parsed = document.createElement('div').style;
  parsed.cssText = sanitizeInlineStyle(rootStyle);
  for (const name of Array.from(parsed))
    if (name.startsWith('--')) target.style.setProperty(name, parsed.getPropertyValue(name));
}

/**
 * Creates custom elements in a registry of their own where nothing is ever defined (scoped custom
 * element registries), or undefined where the browser has none.
 */
function inertElementFactory(): ((tag: string) => HTMLElement) | undefined {
  try {
    const options: ElementCreationOptions = { customElementRegistry: new CustomElementRegistry() };
    const probe = document.createElement('pdv-probe', options) as HTMLElement & { customElementRegistry?: unknown };
    // A browser without them ignores the option: the probe would join the global registry.
    if (probe.customElementRegistry !== options.customElementRegistry) return undefined;
    return (tag) => document.createElement(tag, options);
  } catch {
    return undefined;
  }
}
