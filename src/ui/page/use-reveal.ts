import { useEffect, type RefObject } from 'react';

/**
 * Brings a result that appeared low on the screen up into view each time `trigger` changes (on
 * a phone a simulation's result lands below its form, mostly out of sight). Already in the upper
 * part of the window (beside the form on a wide screen) it stays where it is; the scroll is
 * instant for people who ask for reduced motion.
 */
export function useReveal(ref: RefObject<HTMLElement | null>, trigger: unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || element.getBoundingClientRect().top < window.innerHeight * 0.6) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [ref, trigger]);
}
