import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the first paint (or after `timeout` ms at the latest).
 * For work nobody needs in the first second — keeping the screen's offline snapshot — so it
 * never competes with the screen's own code and data. With `delayMs`, the idle moment counted
 * is the first one after that wait: for background work only a later visit reads.
 */
export function useAfterIdle(timeout = 1500, delayMs = 0): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const wait = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => setReady(true), { timeout });
      // Safari has none: a short timer still lets the first paint go first.
      else fallback = setTimeout(() => setReady(true), Math.min(timeout, 300));
    }, delayMs);
    return () => {
      clearTimeout(wait);
      clearTimeout(fallback);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [timeout, delayMs]);
  return ready;
}
