import { allowedAttribute, allowedElement, isCustomTag, SVG_NS } from './allowlist';
import type { SnapshotNode } from './tree';

/**
 * How painted nodes are made. Custom elements (Ionic's) are created in a registry where nothing is
 * ever defined: when the app defines `ion-button` under the picture, the picture's copies stay
 * pictures (no Ionic code runs on them, nothing they hold is loaded or registered).
 */
export interface PaintContext {
  /** The document the picture is built in. */
  document: Document;
  createCustom: (tag: string) => HTMLElement;
  /** A painted stylesheet by its index in the snapshot (undefined when missing or unusable). */
  sheet: (index: number) => CSSStyleSheet | undefined;
}

interface Place {
  inSvg: boolean;
  inShadow: boolean;
  depth: number;
}

/**
 * Painted under another name. Ionic and Ionic React find the app's root with
 * `document.querySelector('ion-app')` (where overlays are portaled and teleported): a copy of it
 * in the picture, found first while the app renders underneath, would receive the app's modals and
 * popovers, whose buttons then stop answering once the picture goes (React listens on the portal's
 * container, which left with it). A div with the same classes (`ion-page`) lays out the same.
 */
const PAINTED_AS: Readonly<Record<string, string>> = { 'ion-app': 'div' };

/** Deeper than any screen: a record nested further was made to exhaust the stack. */
const MAX_DEPTH = 256;
const TOP: Place = { inSvg: false, inShadow: false, depth: 0 };

/**
 * DOM nodes for a stored tree, through the allowlist (allowlist.ts). The record may have been
 * altered, so nothing about its shape is trusted: a node of the wrong type, an unknown element or
 * attribute, a bad URL or style is left out, and the rest still paints.
 */
export function fromTree(tree: unknown, context: PaintContext, place: Place = TOP): Node | undefined {
  const { document } = context;
  if (typeof tree === 'string') return document.createTextNode(tree);
  if (typeof tree !== 'object' || tree === null || place.depth > MAX_DEPTH) return undefined;
  const { t, ns, a, c, s } = tree as Record<string, unknown>;
  if (typeof t !== 'string' || (ns !== undefined && typeof ns !== 'string')) return undefined;
  const stored = t.toLowerCase();
  if (!allowedElement(stored, ns, place.inSvg)) return undefined;
  const tag = (ns === undefined && PAINTED_AS[stored]) || stored;
  const svg = ns === SVG_NS;
  const element = svg
    ? document.createElementNS(SVG_NS, tag)
    : isCustomTag(tag)
      ? context.createCustom(tag)
      : document.createElement(tag);
  setAttributes(element, a, { tag, svg, inShadow: place.inShadow });
  const inner: Place = { inSvg: svg, inShadow: place.inShadow, depth: place.depth + 1 };
  appendAll(element, c, context, inner);
  if (!svg && isCustomTag(tag) && typeof s === 'object' && s !== null) {
    const { c: shadowChildren, y } = s as Record<string, unknown>;
    // Allowed on an undefined custom element; the copy of Ionic's shadow tree and its styles.
    const root = element.attachShadow({ mode: 'open' });
    if (Array.isArray(y))
      root.adoptedStyleSheets = y.flatMap((index) => {
        const sheet = typeof index === 'number' ? context.sheet(index) : undefined;
        return sheet ? [sheet] : [];
      });
    appendAll(root, shadowChildren, context, { inSvg: false, inShadow: true, depth: place.depth + 1 });
  }
  return element;
}

function setAttributes(element: Element, pairs: unknown, context: Parameters<typeof allowedAttribute>[0]): void {
  if (!Array.isArray(pairs)) return;
  for (const pair of pairs) {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') continue;
    const allowed = allowedAttribute(context, pair[0], pair[1]);
    if (!allowed) continue;
    try {
      element.setAttribute(allowed[0], allowed[1]);
    } catch {
      // A name the DOM refuses: skip it rather than lose the screen.
    }
  }
}

function appendAll(parent: ParentNode, children: unknown, context: PaintContext, place: Place): void {
  if (!Array.isArray(children)) return;
  for (const child of children) {
    const node = fromTree(child, context, place);
    if (node) parent.append(node);
  }
}

/** Whether a tree holds a custom element (painted only where an inert registry exists). */
export function hasCustomElement(trees: readonly SnapshotNode[]): boolean {
  const stack: unknown[] = [...trees];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    const { t, c, s } = node as Record<string, unknown>;
    if (typeof t === 'string' && isCustomTag(t)) return true;
    if (Array.isArray(c)) for (const child of c as unknown[]) stack.push(child);
    const shadow = typeof s === 'object' && s !== null ? (s as { c?: unknown }).c : undefined;
    if (Array.isArray(shadow)) for (const child of shadow as unknown[]) stack.push(child);
  }
  return false;
}
