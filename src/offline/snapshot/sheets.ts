import { BOOT_STYLESHEET_ATTRIBUTE } from './paint';

/**
 * The stylesheets a snapshot keeps, as text, one entry per distinct sheet: the screen's chunk CSS,
 * the document-level styles of Ionic's scoped components (`<style>` in head, or adopted by the
 * document) and each shadow root's. Ionic shares one constructed sheet among all the instances
 * of a component, so forty `ion-item`s store their styles once.
 */
export class SheetCollector {
  readonly styles: string[] = [];
  /** A sheet was needed whose rules were not read yet (with `cachedOnly`). */
  missing = false;
  private readonly bySheet = new Map<CSSStyleSheet, number | undefined>();
  private readonly byText = new Map<string, number>();

  /** `cachedOnly`: use only sheets read before (warmStylesheets), never read one now. */
  constructor(private readonly cachedOnly = false) {}

  /** The index of `sheet` in `styles` (undefined when its rules cannot be read). */
  index = (sheet: CSSStyleSheet): number | undefined => {
    if (this.bySheet.has(sheet)) return this.bySheet.get(sheet);
    if (this.cachedOnly && !texts.has(sheet)) this.missing = true;
    const text = this.missing ? undefined : sheetText(sheet);
    let index: number | undefined;
    if (text !== undefined) {
      index = this.byText.get(text);
      if (index === undefined) {
        index = this.styles.push(text) - 1;
        this.byText.set(text, index);
      }
    }
    this.bySheet.set(sheet, index);
    return index;
  };

  /**
   * The document's own sheets in cascade order, except those index.html links (every page load
   * has them): link and style elements in document order, then the adopted ones.
   */
  documentSheets(): number[] {
    const indexes: number[] = [];
    const add = (sheet: CSSStyleSheet) => {
      const index = this.index(sheet);
      if (index !== undefined && !indexes.includes(index)) indexes.push(index);
    };
    for (const sheet of document.styleSheets) {
      const owner = sheet.ownerNode;
      if (owner instanceof HTMLLinkElement && owner.hasAttribute(BOOT_STYLESHEET_ATTRIBUTE)) continue;
      add(sheet);
    }
    for (const sheet of document.adoptedStyleSheets) add(sheet);
    return indexes;
  }
}

/** Rules a picture never uses (the painter drops them too): not worth their bytes in storage. */
const NOT_KEPT = new Set(['CSSImportRule', 'CSSFontFaceRule', 'CSSNamespaceRule']);

/**
 * A sheet's rules as text, remembered per sheet object: linked files and Ionic's constructed sheets
 * do not change once loaded, and serializing them is most of a capture's cost. A sheet whose rule
 * count changed (someone inserted a rule) is read again.
 */
const texts = new WeakMap<CSSStyleSheet, { count: number; text: string }>();

function sheetText(sheet: CSSStyleSheet): string | undefined {
  try {
    const rules = sheet.cssRules;
    const cached = texts.get(sheet);
    if (cached && cached.count === rules.length) return cached.text;
    const parts: string[] = [];
    for (const rule of rules) if (!NOT_KEPT.has(rule.constructor.name)) parts.push(rule.cssText);
    const text = parts.join('\n');
    texts.set(sheet, { count: rules.length, text });
    return text;
  } catch {
    // A cross-origin sheet hides its rules; the portal links none.
    return undefined;
  }
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
 * gives the browser its turn between them), so that the capture itself finds them cached: read
 * all at once, the first capture after a start took 80–110 ms of main thread at 4× CPU slowdown.
 */
export async function warmStylesheets(root: Element, yieldTo: () => Promise<void>): Promise<void> {
  await yieldTo();
  for (const sheet of sheetsInUse(root)) {
    if (texts.has(sheet)) continue;
    await yieldTo();
    const start = performance.now();
    sheetText(sheet);
    // Each read is a task of its own: the bench checks none is long (scripts/bench/offline-reload.ts).
    performance.measure('pdv:snapshot-sheet', { start });
  }
}
