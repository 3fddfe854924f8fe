import { useEffect, useState } from 'react';

/** Whole seconds left until an ISO instant (never below 0), ticking each second. */
export function useCountdown(until: string | undefined): number | null {
  const end = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!Number.isFinite(end)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isFinite(end) ? Math.max(0, Math.ceil((end - now) / 1000)) : null;
}

/** 905 → '15:05'; an hour or more → '1:00:05'. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const clock = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${clock}` : clock;
}
