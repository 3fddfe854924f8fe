import { useEffect, useState, type RefObject } from 'react';

/**
 * The element that scrolls around `ref`, for the virtualizer to listen to (not window): the
 * scroller inside the shadow root of the IonContent around it (the page's, or a modal's), known
 * once Ionic has upgraded it. Undefined until known; null when no IonContent is around `ref`
 * (unit tests without one: the list then renders every row).
 */
export function useScrollElement(ref: RefObject<HTMLElement | null>): HTMLElement | null | undefined {
  const [element, setElement] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    const content = ref.current?.closest('ion-content');
    if (!content) {
      setElement(null);
      return;
    }
    let live = true;
    void customElements
      .whenDefined('ion-content')
      .then(() => content.getScrollElement())
      .then((scroller) => {
        if (live) setElement(scroller);
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
    // The page's top-level block inside the IonContent: it grows whenever something above the list does.
    let page: HTMLElement = el;
    while (page.parentElement && page.parentElement.tagName !== 'ION-CONTENT') page = page.parentElement;
    const observer = new ResizeObserver(measure);
    observer.observe(page);
    return () => observer.disconnect();
  }, [ref, scroller]);
  return offset;
}
