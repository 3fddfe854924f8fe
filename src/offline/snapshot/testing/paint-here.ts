import { Window } from 'happy-dom';
import { fromTree, type PaintContext } from '../paint-tree';
import { safeStylesheet } from '../safe-css';

/**
 * Paints stored trees as paint.ts does, without its checks of build, address and registry, in a
 * window of its own where no custom element is defined: the test setup defines Ionic's (with
 * shadow roots of their own), and happy-dom has no scoped registries to keep copies inert the
 * way Chromium does (that path is covered by e2e/offline-snapshot.spec.ts). `styles` are parsed
 * and sanitized as when painting. Returns the (detached) holder of the painted nodes.
 */
export function paintHere(trees: readonly unknown[], styles: readonly string[] = []): HTMLElement {
  const view = new Window() as unknown as typeof globalThis;
  const context: PaintContext = {
    document: view.document,
    createCustom: (tag) => view.document.createElement(tag),
    sheet: (index) =>
      typeof styles[index] === 'string' ? safeStylesheet(styles[index], view.CSSStyleSheet) : undefined,
  };
  const holder = view.document.createElement('div');
  for (const tree of trees) {
    const node = fromTree(tree, context);
    if (node) holder.append(node);
  }
  return holder;
}
