import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/client';
import { getPixCharge } from './calls';
import type { PixCharge } from '@contract/checkout/pix';

export const PIX_POLL_MS = 3000;

/**
 * The Pix charge, asked again every few seconds while it waits for payment and the page is in
 * view (a hidden tab asks nothing; coming back asks at once). Stops once it is paid, expired or
 * unknown. A failed read keeps the last charge on screen and tries again at the next beat.
 */
export function usePixCharge(id: string, intervalMs = PIX_POLL_MS) {
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const [error, setError] = useState<unknown>(null);
  const poke = useRef<() => void>(() => undefined);

  useEffect(() => {
    let stopped = false;
    let busy = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const tick = async () => {
      clearTimeout(timer);
      if (stopped || busy || document.visibilityState === 'hidden') return;
      busy = true;
      try {
        const next = await getPixCharge(id, controller.signal);
        if (stopped) return;
        setCharge(next);
        setError(null);
        if (next.status !== 'PENDING') stopped = true;
      } catch (caught) {
        if (stopped) return;
        setError(caught);
        if (isApiError(caught, 404)) stopped = true;
      } finally {
        busy = false;
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    poke.current = () => void tick();
    document.addEventListener('visibilitychange', onVisibility);
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [id, intervalMs]);

  /** Asks now (the countdown reached zero). */
  const refresh = useCallback(() => poke.current(), []);
  return { charge, error, refresh };
}
