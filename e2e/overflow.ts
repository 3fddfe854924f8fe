import type { Page } from '@playwright/test';

/** An element drawn past the viewport's right edge: where it is, how far, what it says. */
export interface Overflow {
  selector: string;
  right: number;
  text: string;
}

/**
 * Every element whose box reaches past the right edge of the viewport, shadow roots included
 * (Ionic draws in them). Not counted: what sits in a container that scrolls sideways on purpose
 * (overflow-x auto or scroll: the period tabs, a wide table's scroller), what is not drawn
 * (display none, visibility hidden, an empty box, a visually-hidden 1px clip) and what lies
 * wholly off screen (a closed drawer, an off-canvas panel waiting to slide in). Only the
 * outermost offender of a branch is reported: its children overflow with it.
 */
export async function findOverflow(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: { element: Element; right: number }[] = [];
    const parentOf = (element: Element): Element | null =>
      element.parentElement ?? (element.parentNode instanceof ShadowRoot ? element.parentNode.host : null);
    const scrollsSideways = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);
    const hidden = (element: Element, box: DOMRect) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') return true;
      if (box.width <= 1 || box.height <= 1) return true;
      return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
    };
    const visit = (root: Element | ShadowRoot, inScroller: boolean) => {
      for (const element of Array.from(root.children)) {
        if (getComputedStyle(element).display === 'none') continue;
        const box = element.getBoundingClientRect();
        const scroller = inScroller || scrollsSideways(element);
        // Wholly past either edge: off-canvas on purpose (a closed menu), not cut.
        const offCanvas = box.left >= width - 1 || box.right <= 1;
        if (!inScroller && !offCanvas && box.right > width + 1 && !hidden(element, box)) {
          found.push({ element, right: Math.round(box.right) });
          continue;
        }
        if (offCanvas) continue;
        if (element.shadowRoot) visit(element.shadowRoot, scroller);
        visit(element, scroller);
      }
    };
    visit(document.documentElement, false);
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList)
        .filter((name) => !/^(sc-|ion-(color|activatable|focusable|page|hide|text)|md$|ios$|hydrated$|in-)/.test(name))
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      return `${element.localName}${id}${classes}`;
    };
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 4; node = parentOf(node)) {
        parts.unshift(describe(node));
        if (node.id) break;
      }
      return parts.join(' > ');
    };
    return found.map(({ element, right }) => ({
      selector: path(element),
      right,
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
    }));
  });
}

/** One line per offender, for a failure message. */
export const overflowReport = (where: string, width: number, found: readonly Overflow[]): string =>
  [`${where}: ${found.length} element(s) past the ${width}px right edge`]
    .concat(found.map((o) => `  ${o.selector} → ${o.right}px "${o.text}"`))
    .join('\n');
