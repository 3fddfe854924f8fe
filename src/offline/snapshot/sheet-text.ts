/**
 * Reading a stylesheet's rules as text, remembered per sheet object: linked files and Ionic's
 * constructed sheets do not change once loaded, and serializing them was most of a capture's
 * cost. A sheet whose rule count changed (someone inserted a rule) is read again.
 */
export interface SheetText {
  count: number;
  text: string;
  /**
   * For each style rule, the class names and Ionic tags its selector names: a rule naming none
   * (`:root`, `body`, `*`) may style anything, one naming some styles only elements that carry them.
   */
  selectors: string[][];
}

/** Rules a picture never uses (the painter drops them too): not worth their bytes in storage. */
const NOT_KEPT = new Set(['CSSImportRule', 'CSSFontFaceRule', 'CSSNamespaceRule']);
const NAMES = /\.(-?[_a-zA-Z][\w-]*)|(?<![\w-])(ion-[a-z-]+)/g;

const read = new WeakMap<CSSStyleSheet, SheetText>();

export function isRead(sheet: CSSStyleSheet): boolean {
  return read.has(sheet);
}

/** `sheet`'s text and selector names, read now unless already read (undefined if unreadable). */
export function sheetText(sheet: CSSStyleSheet): SheetText | undefined {
  try {
    const rules = sheet.cssRules;
    const cached = read.get(sheet);
    if (cached && cached.count === rules.length) return cached;
    const parts: string[] = [];
    const selectors: string[][] = [];
    for (const rule of rules) {
      if (NOT_KEPT.has(rule.constructor.name)) continue;
      parts.push(rule.cssText);
      collectSelectors(rule, selectors);
    }
    const entry = { count: rules.length, text: parts.join('\n'), selectors };
    read.set(sheet, entry);
    return entry;
  } catch {
    // A cross-origin sheet hides its rules; the portal links none.
    return undefined;
  }
}

function collectSelectors(rule: CSSRule, into: string[][]): void {
  if (rule instanceof CSSStyleRule)
    into.push(Array.from(rule.selectorText.matchAll(NAMES), (match) => match[1] ?? match[2] ?? ''));
  // @media, @supports, @layer… (and nested rules): what they contain.
  const inner = (rule as Partial<CSSGroupingRule>).cssRules;
  if (inner && !(rule instanceof CSSKeyframesRule)) for (const child of inner) collectSelectors(child, into);
}

/** Whether a sheet could style anything in a screen whose elements carry `names` (classes, Ionic tags). */
export function stylesAny(entry: SheetText, names: ReadonlySet<string>): boolean {
  return entry.selectors.some((tokens) => tokens.length === 0 || tokens.some((token) => names.has(token)));
}

/** Every stylesheet `root`'s screen uses: the document's and those of each shadow root in it. */
function sheetsInUse(root: Element): CSSStyleSheet[] {
  const sheets: CSSStyleSheet[] = [...document.styleSheets, ...document.adoptedStyleSheets];
  const visit = (scope: Element | ShadowRoot) => {
    for (const element of scope.querySelectorAll('*')) {
      const shadow = element.shadowRoot;
      if (!shadow) continue;
      for (const style of shadow.querySelectorAll('style')) if (style.sheet) sheets.push(style.sheet);
      sheets.push(...shadow.adoptedStyleSheets);
      visit(shadow);
    }
  };
  visit(root);
  return [...new Set(sheets)];
}

/**
 * Reads the rules of the screen's stylesheets ahead of a capture, one sheet per task (`yieldTo`
 * gives the browser its turn between them), so that the capture itself finds them read: all at
 * once, the first capture after a start took 80–110 ms of main thread at 4× CPU slowdown.
 */
export async function warmStylesheets(root: Element, yieldTo: () => Promise<void>): Promise<void> {
  await yieldTo();
  for (const sheet of sheetsInUse(root)) {
    if (read.has(sheet)) continue;
    await yieldTo();
    const start = performance.now();
    sheetText(sheet);
    // Each read is a task of its own: the bench checks none is long (scripts/bench/offline-reload.ts).
    performance.measure('pdv:snapshot-sheet', { start });
  }
}
