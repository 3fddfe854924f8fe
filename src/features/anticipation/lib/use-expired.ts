import { useEffect, useState } from 'react';

/**
 * Whether `expiresAt` (an ISO instant) has passed; turns true by itself when it does. Read once
 * as the component mounts: give it a `key` per simulation.
 */
export function useExpired(expiresAt: string): boolean {
  const [at] = useState(() => Date.parse(expiresAt));
  const [expired, setExpired] = useState(() => !(at > Date.now()));
  useEffect(() => {
    if (expired) return;
    // Timers are clamped to ~24.8 days; a simulation lasts 15 minutes.
    const timer = setTimeout(() => setExpired(true), Math.min(at - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at, expired]);
  return expired;
}
