import { useEffect, useRef, useState } from 'react';
import '@/ui/loading/loading.css';
import styles from './pull-to-refresh.module.css';

/** How far (px, after damping) the page must be pulled to refresh on release. */
export const PULL_THRESHOLD_PX = 64;
const MAX_PULL_PX = 96;
/** The page moves half as far as the finger, as native pull-to-refresh does. */
const DAMPING = 0.5;

export interface PullToRefreshProps {
  /** The element that scrolls: the pull starts only when it is at its top. */
  scroller: HTMLElement;
  onRefresh: () => Promise<unknown>;
}

/**
 * Pull-to-refresh on touch screens for a native scroller (Ionic's refresher only works inside
 * ion-content, which the first screen no longer loads: decision 007). It follows the finger
 * only from the top of the page and only downwards, so it never fights normal scrolling.
 */
export function PullToRefresh({ scroller, onRefresh }: PullToRefreshProps) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);
  const busy = useRef(false);

  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    const onStart = (event: TouchEvent) => {
      startY =
        !busy.current && scroller.scrollTop <= 0 && event.touches.length === 1
          ? (event.touches[0]?.clientY ?? null)
          : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = (event.touches[0]?.clientY ?? startY) - startY;
      if (dy <= 0) {
        // Scrolling up the page: let the browser have it.
        startY = null;
        distance = 0;
        setPull(0);
        return;
      }
      distance = Math.min(dy * DAMPING, MAX_PULL_PX);
      setPull(distance);
      if (event.cancelable) event.preventDefault();
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      const release = distance;
      distance = 0;
      setPull(0);
      if (release < PULL_THRESHOLD_PX) return;
      busy.current = true;
      setRefreshing(true);
      // Always release the spinner: a failed refetch keeps the cached data on screen.
      void refresh.current().finally(() => {
        busy.current = false;
        setRefreshing(false);
      });
    };
    scroller.addEventListener('touchstart', onStart, { passive: true });
    scroller.addEventListener('touchmove', onMove, { passive: false });
    scroller.addEventListener('touchend', onEnd);
    scroller.addEventListener('touchcancel', onEnd);
    return () => {
      scroller.removeEventListener('touchstart', onStart);
      scroller.removeEventListener('touchmove', onMove);
      scroller.removeEventListener('touchend', onEnd);
      scroller.removeEventListener('touchcancel', onEnd);
    };
  }, [scroller]);

  const text = refreshing
    ? 'Atualizando…'
    : pull >= PULL_THRESHOLD_PX
      ? 'Solte para atualizar'
      : pull > 0
        ? 'Puxe para atualizar'
        : '';
  return (
    <div
      className={styles.indicator}
      style={{ height: refreshing ? PULL_THRESHOLD_PX : pull }}
      role="status"
      data-snapshot-skip=""
    >
      {text && (
        <span className={styles.label}>
          {refreshing && <span className={`spinner ${styles.spinner}`} aria-hidden="true" />}
          {text}
        </span>
      )}
    </div>
  );
}
