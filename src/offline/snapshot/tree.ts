import { allowedAttribute, allowedElement, SVG_NS, type AttributeContext } from './allowlist';

/**
 * A screen as data rather than HTML: element names, attributes, text nodes and open shadow roots.
 * Painting it back builds DOM nodes one by one (paint-tree.ts), so text is always text and
 * nothing is ever parsed as HTML (docs/stack-notes.md: user text is rendered as text, never HTML).
 */
export type SnapshotNode = string | SnapshotElement;

interface SnapshotElement {
  /** Lower-case tag name. */
  t: string;
  /** Namespace, only for non-HTML elements (the icons' SVG). */
  ns?: string;
  /** Attributes as [name, value] pairs. */
  a: [string, string][];
  /** Children. */
  c: SnapshotNode[];
  /** The element's open shadow root (Ionic's components). */
  s?: SnapshotShadow;
}

interface SnapshotShadow {
  /** The shadow root's children. */
  c: SnapshotNode[];
  /** Its stylesheets, as indexes into the snapshot's `styles`. */
  y: number[];
}

export interface TreeOptions {
  /** Elements left out, with their content. */
  skip?: (element: Element) => boolean;
  /** Swaps an element for another before it is copied (a canvas for its picture). */
  replace?: (element: Element) => Element | undefined;
  /** Tag names copied as another (a form as a div: it may not be painted, its content may). */
  rename?: Readonly<Record<string, string>>;
  /** The index of a stylesheet in the snapshot's `styles`, for shadow roots. */
  sheetIndex?: (sheet: CSSStyleSheet) => number | undefined;
  /**
   * Where an element shows at the top of its page (`scroll`: how far its scrollers are scrolled
   * now): nowhere ('hidden': left out), wholly on screen ('inside': its content is not asked) or
   * partly ('edge').
   */
  visibility?: (element: Element, scroll: number) => Visibility;
}

export type Visibility = 'hidden' | 'inside' | 'edge';

interface Place {
  inSvg: boolean;
  inShadow: boolean;
  /** How far the scrollers around it are scrolled now. */
  scroll: number;
  /** Whether its visibility is still to be asked (its parent was on the edge of the screen). */
  edge: boolean;
}

/**
 * `node` as a tree, through the same allowlist as painting (undefined for comments and for
 * dropped or skipped elements).
 */
export function toTree(node: Node, options: TreeOptions = {}, place: Place = TOP): SnapshotNode | undefined {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return undefined;
  if (options.skip?.(node as Element)) return undefined;
  const element = options.replace?.(node as Element) ?? (node as Element);
  const ns = element.namespaceURI === SVG_NS ? SVG_NS : element.namespaceURI === HTML_NS ? undefined : '';
  const tag = options.rename?.[element.localName] ?? element.localName;
  if (ns === '' || !allowedElement(tag, ns, place.inSvg)) return undefined;
  const seen = place.edge && options.visibility ? options.visibility(element, place.scroll) : 'inside';
  if (seen === 'hidden') return undefined;
  const tree: SnapshotElement = { t: tag, a: attributesOf(element, tag, ns === SVG_NS, place), c: [] };
  if (ns) tree.ns = ns;
  // Scroll offsets matter only where visibility is still asked.
  const scroll = seen === 'edge' ? place.scroll + element.scrollTop : place.scroll;
  const inner: Place = { inSvg: ns === SVG_NS, inShadow: place.inShadow, scroll, edge: seen === 'edge' };
  if (element instanceof HTMLTextAreaElement) tree.c.push(element.value);
  else tree.c = childrenOf(nativeChildNodes(element), options, inner, element.shadowRoot !== null);
  const shadow = element.shadowRoot;
  if (shadow && ns === undefined) tree.s = shadowOf(shadow, options, { ...inner, inShadow: true });
  return tree;
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const TOP: Place = { inSvg: false, inShadow: false, scroll: 0, edge: true };

/**
 * The DOM's own childNodes: Stencil's slot polyfill overrides it on Ionic's scoped components
 * (ion-input, ion-buttons…) to show only the children the app gave them, hiding what they render.
 */
const childNodesGetter = Object.getOwnPropertyDescriptor(Node.prototype, 'childNodes')?.get;
function nativeChildNodes(node: Node): NodeListOf<ChildNode> {
  return (childNodesGetter?.call(node) as NodeListOf<ChildNode> | undefined) ?? node.childNodes;
}

function childrenOf(nodes: NodeListOf<ChildNode>, options: TreeOptions, place: Place, slotted = false): SnapshotNode[] {
  const children: SnapshotNode[] = [];
  for (const child of nodes) {
    // A shadow host's children show inside its shadow tree (ion-content's scroller, for one).
    const at =
      slotted && place.edge && child instanceof Element
        ? { ...place, scroll: place.scroll + slotScroll(child) }
        : place;
    const tree = toTree(child, options, at);
    if (tree !== undefined) children.push(tree);
  }
  return children;
}

/** How far the elements between a slotted child and its shadow root are scrolled. */
function slotScroll(child: Element): number {
  let scroll = 0;
  for (let node = child.assignedSlot?.parentElement; node; node = node.parentElement) scroll += node.scrollTop;
  return scroll;
}

/** A shadow root's children and stylesheets: its `<style>` elements' (first), then adopted ones. */
function shadowOf(shadow: ShadowRoot, options: TreeOptions, place: Place): SnapshotShadow {
  const sheets: CSSStyleSheet[] = [];
  for (const style of shadow.querySelectorAll('style')) if (style.sheet) sheets.push(style.sheet);
  sheets.push(...shadow.adoptedStyleSheets);
  const y: number[] = [];
  for (const sheet of sheets) {
    const index = options.sheetIndex?.(sheet);
    if (index !== undefined) y.push(index);
  }
  return { c: childrenOf(shadow.childNodes, options, place), y };
}

function attributesOf(element: Element, tag: string, svg: boolean, place: Place): [string, string][] {
  const context: AttributeContext = { tag, svg, inShadow: place.inShadow };
  const kept: [string, string][] = [];
  for (const { name, value } of element.attributes) {
    const pair = allowedAttribute(context, name, value);
    if (pair) kept.push(pair);
  }
  withFormState(element, kept);
  return kept;
}

/**
 * What a control shows lives in properties (React sets `checked` and `value` that way), not in
 * the markup: written into the copy's attributes, so the selected period still looks selected.
 * Never a password.
 */
function withFormState(element: Element, attributes: [string, string][]): void {
  const set = (name: string, value: string | undefined) => {
    const rest = attributes.filter(([n]) => n !== name);
    attributes.length = 0;
    attributes.push(...rest);
    if (value !== undefined) attributes.push([name, value]);
  };
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio') set('checked', element.checked ? '' : undefined);
    else if (element.type === 'password' || element.type === 'file') set('value', undefined);
    else set('value', element.value);
  } else if (element instanceof HTMLOptionElement) {
    set('selected', element.selected ? '' : undefined);
  }
}
