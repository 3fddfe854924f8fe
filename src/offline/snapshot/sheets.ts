import { BOOT_STYLESHEET_ATTRIBUTE } from './paint';

/**
 * The stylesheets a snapshot keeps, as text, one entry per distinct sheet: the screen's chunk CSS,
 * the document-level styles of Ionic's scoped components (`<style>` in head, or adopted by the
 * document) and each shadow root's. Ionic shares one constructed sheet among all the instances
 * of a component, so forty `ion-item`s store their styles once.
 */
export class SheetCollector {
  readonly styles: string[] = [];
  private readonly bySheet = new Map<CSSStyleSheet, number | undefined>();
  private readonly byText = new Map<string, number>();

  /** The index of `sheet` in `styles` (undefined when its rules cannot be read). */
  index = (sheet: CSSStyleSheet): number | undefined => {
    if (this.bySheet.has(sheet)) return this.bySheet.get(sheet);
    const text = sheetText(sheet);
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
