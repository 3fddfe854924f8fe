import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the first paint (or after `timeout` ms at the latest).
 * For work nobody needs in the first second — keeping the screen's offline snapshot — so it
 * never competes with the screen's own code and data.
 */
export function useAfterIdle(timeout = 1500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setReady(true), { timeout });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setReady(true), Math.min(timeout, 300));
    return () => clearTimeout(handle);
  }, [timeout]);
  return ready;
}
