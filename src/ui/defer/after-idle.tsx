import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * True once the browser has been idle after the first paint (or after `timeout` ms at the latest).
 * For parts of the shell nobody needs in the first second — the drawer's links on a phone, the
 * pull-to-refresh gesture — so their code is fetched after the screen's own (decision 007).
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

/** Renders `children` (typically a lazy component) once idle; `fallback` until then and while it loads. */
export function AfterIdle({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useAfterIdle();
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
