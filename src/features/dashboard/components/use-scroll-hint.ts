import { useEffect, useRef, useState } from 'react';

/**
 * Whether a sideways-scrolling row has more to the left or right of what shows, so the screen
 * can fade that edge: tabs cut at the screen's edge with no hint looked like all there was.
 * Watches the first element under `ref` that scrolls (Ionic's segment scrolls itself).
 */
export function useScrollHint<E extends HTMLElement>(selector: string) {
  const ref = useRef<E>(null);
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>(selector);
    if (!box) return undefined;
    const update = () => {
      const start = box.scrollLeft > 1;
      const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setMore((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [selector]);
  return [ref, more] as const;
}
