import { useEffect, useState, type RefObject } from 'react';

type IonContentLike = HTMLElement & { getScrollElement?: () => Promise<HTMLElement> };

/**
 * The element that scrolls around `ref`, for the virtualizer to listen to (not window): the
 * page's own scroller (`data-scroller`, AppPage), or inside an IonContent (a modal) the scroller
 * in its shadow root, known once Ionic has upgraded it. Undefined until known; null when nothing
 * scrolls around `ref` (unit tests: the list then renders every row).
 */
export function useScrollElement(ref: RefObject<HTMLElement | null>): HTMLElement | null | undefined {
  // undefined: not known yet (first render, Ionic upgrading); null: nothing scrolls around `ref`.
  const [element, setElement] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    const scroller = ref.current?.closest<HTMLElement>('[data-scroller], ion-content');
    if (scroller?.hasAttribute('data-scroller')) {
      setElement(scroller);
      return;
    }
    const content = scroller as IonContentLike | null | undefined;
    if (!content) {
      setElement(null);
      return;
    }
    let live = true;
    void customElements
      .whenDefined('ion-content')
      .then(() => content.getScrollElement?.())
      .then((scroller) => {
        if (live && scroller) setElement(scroller);
      });
    return () => {
      live = false;
    };
  }, [ref]);
  return element;
}

/**
 * Where `el` starts inside `scroller`'s content (the virtualizer's scrollMargin), kept current
 * when anything above it changes height (the filter panel opening, the totals bar).
 */
export function useOffsetIn(ref: RefObject<HTMLElement | null>, scroller: HTMLElement | null): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || !scroller) return;
    const measure = () =>
      setOffset(Math.round(el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop));
    measure();
    // The page's top-level block inside the scroller: it grows whenever something above the list does.
    let page: HTMLElement = el;
    while (page.parentElement && page.parentElement !== scroller && page.parentElement.tagName !== 'ION-CONTENT') {
      page = page.parentElement;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(page);
    return () => observer.disconnect();
  }, [ref, scroller]);
  return offset;
}
