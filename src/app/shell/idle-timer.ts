/** Requirements §9: after the idle limit a dialog counts down 10 seconds before logging out. */
const IDLE_COUNTDOWN_SECONDS = 10;
export const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/**
 * Pure idle clock: `phaseAt(now)` from the last activity. Kept apart from timers and events so
 * the rules are tested without waiting.
 */
export function idlePhase(now: number, lastActivity: number, limitSeconds: number): IdlePhase {
  const idleMs = now - lastActivity;
  const limitMs = limitSeconds * 1000;
  if (idleMs < limitMs) return { phase: 'active' };
  const countdownMs = IDLE_COUNTDOWN_SECONDS * 1000 - (idleMs - limitMs);
  if (countdownMs > 0) return { phase: 'warning', secondsLeft: Math.ceil(countdownMs / 1000) };
  return { phase: 'expired' };
}

/** '5 minutos' for the default 300 s; short limits (tests, kiosks) in seconds. */
export function describeIdleLimit(limitSeconds: number): string {
  if (limitSeconds >= 60 && limitSeconds % 60 === 0) {
    const minutes = limitSeconds / 60;
    return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  }
  return `${limitSeconds} ${limitSeconds === 1 ? 'segundo' : 'segundos'}`;
}
