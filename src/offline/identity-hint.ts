import { IDENTITY_UNREACHABLE_KEY } from './keys';

/*
 * When the identity server was last unreachable from this device: a timestamp, no user data. In
 * localStorage because main.tsx must decide synchronously whether to wait for the identity probe
 * before painting the offline snapshot (app/offline-first-paint.ts). Logout removes it with the
 * portal's other keys; a successful online sign-in clears it.
 */

export function rememberIdentityUnreachable(at: number): void {
  try {
    localStorage.setItem(IDENTITY_UNREACHABLE_KEY, String(at));
  } catch {
    // Blocked storage: only a faster next offline start is lost.
  }
}

export function wasIdentityUnreachableSince(since: number): boolean {
  try {
    const stored = localStorage.getItem(IDENTITY_UNREACHABLE_KEY);
    if (stored === null) return false;
    const at = Number(stored);
    return Number.isFinite(at) && at >= since;
  } catch {
    return false;
  }
}

export function forgetIdentityUnreachable(): void {
  try {
    localStorage.removeItem(IDENTITY_UNREACHABLE_KEY);
  } catch {
    // Nothing to do: a stale hint only means one snapshot shown before a sign-in redirect.
  }
}
