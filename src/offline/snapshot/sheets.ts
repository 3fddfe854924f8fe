import { BOOT_STYLESHEET_ATTRIBUTE } from './layer';
import { isRead, sheetText, stylesAny } from './sheet-text';
import type { SnapshotNode } from './tree';

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
    const text = this.read(sheet)?.text;
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

  private read(sheet: CSSStyleSheet) {
    if (this.cachedOnly && !isRead(sheet)) this.missing = true;
    return this.missing ? undefined : sheetText(sheet);
  }

  /**
   * The document's own sheets in cascade order, except those index.html links (every page load
   * has them): link and style elements in document order, then the adopted ones; and only those
   * that could style the screen (`names`: its classes and Ionic tags) — the CSS of every chunk
   * the visit loaded is on the page, other screens' and Ionic's alert or toast styles included.
   */
  documentSheets(names: ReadonlySet<string>): number[] {
    const indexes: number[] = [];
    const add = (sheet: CSSStyleSheet) => {
      const entry = this.read(sheet);
      if (!entry || !stylesAny(entry, names)) return;
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

/** The class names and custom element tags that the trees' elements carry. */
export function namesIn(trees: readonly SnapshotNode[]): Set<string> {
  const names = new Set<string>();
  const visit = (node: SnapshotNode) => {
    if (typeof node === 'string') return;
    if (node.t.includes('-')) names.add(node.t);
    for (const [name, value] of node.a) if (name === 'class') for (const token of value.split(/\s+/)) names.add(token);
    node.c.forEach(visit);
    node.s?.c.forEach(visit);
  };
  trees.forEach(visit);
  return names;
}
