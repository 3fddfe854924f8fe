/**
 * A screen as data rather than HTML: element names, attributes and text nodes. Painting it back
 * builds DOM nodes one by one, so text is always text and nothing is ever parsed as HTML
 * (DESIGN.md: user text is rendered as text, never HTML), whatever a merchant name contains.
 */
export type SnapshotNode = string | SnapshotElement;

export interface SnapshotElement {
  /** Lower-case tag name. */
  t: string;
  /** Namespace, only for non-HTML elements (the icons' SVG). */
  ns?: string;
  /** Attributes as [name, value] pairs. */
  a: [string, string][];
  /** Children. */
  c: SnapshotNode[];
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
/** Never copied: nothing that runs, loads a document or embeds one. */
const DROPPED_TAGS = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'template', 'noscript']);

function safeAttribute(name: string, value: string): boolean {
  if (name.startsWith('on')) return false;
  return !(/^(href|src|xlink:href|action|formaction)$/.test(name) && /^\s*javascript:/i.test(value));
}

export interface TreeOptions {
  /** Elements left out, with their content. */
  skip?: (element: Element) => boolean;
  /** Attributes left out (besides the unsafe ones). */
  omitAttribute?: (element: Element, name: string) => boolean;
  /** Swaps an element for another before it is copied (a canvas for its picture). */
  replace?: (element: Element) => Element | undefined;
}

/** `node` as a tree (undefined for comments, dropped and skipped elements). */
export function toTree(node: Node, options: TreeOptions = {}): SnapshotNode | undefined {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return undefined;
  if (options.skip?.(node as Element)) return undefined;
  const element = options.replace?.(node as Element) ?? (node as Element);
  const tag = element.localName;
  if (DROPPED_TAGS.has(tag)) return undefined;
  const attributes: [string, string][] = [];
  for (const { name, value } of element.attributes)
    if (safeAttribute(name, value) && !options.omitAttribute?.(element, name)) attributes.push([name, value]);
  const children: SnapshotNode[] = [];
  if (element instanceof HTMLTextAreaElement) children.push(element.value);
  else
    for (const child of element.childNodes) {
      const tree = toTree(child, options);
      if (tree !== undefined) children.push(tree);
    }
  withFormState(element, attributes);
  const tree: SnapshotElement = { t: tag, a: attributes, c: children };
  if (element.namespaceURI && element.namespaceURI !== HTML_NS) tree.ns = element.namespaceURI;
  return tree;
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

/** DOM nodes for a tree, with the same filters as `toTree` (the record could have been altered). */
export function fromTree(tree: SnapshotNode): Node | undefined {
  if (typeof tree === 'string') return document.createTextNode(tree);
  if (DROPPED_TAGS.has(tree.t)) return undefined;
  const element = tree.ns ? document.createElementNS(tree.ns, tree.t) : document.createElement(tree.t);
  for (const [name, value] of tree.a) {
    if (!safeAttribute(name, value)) continue;
    try {
      element.setAttribute(name, value);
    } catch {
      // An invalid attribute name: skip it rather than lose the screen.
    }
  }
  for (const child of tree.c) {
    const node = fromTree(child);
    if (node) element.append(node);
  }
  return element;
}

export function isSnapshotNode(value: unknown): value is SnapshotNode {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.t === 'string' &&
    (v.ns === undefined || typeof v.ns === 'string') &&
    Array.isArray(v.a) &&
    v.a.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string',
    ) &&
    Array.isArray(v.c) &&
    v.c.every(isSnapshotNode)
  );
}
