import { OFFLINE_SINCE_KEY } from './keys';

/*
 * Since when the portal has been offline, for the marker's "offline desde 14:32": a timestamp,
 * no user data. In localStorage, so that an app closed and reopened in the field still says
 * when the connection went (not when the app was reopened), and so that the picture painted
 * before the app boots (app/offline-first-paint.ts) can say it synchronously, exactly as the
 * app will. Logout removes it with the portal's other keys.
 */

let cached: number | undefined;
let loaded = false;

function load(): number | undefined {
  if (loaded) return cached;
  loaded = true;
  try {
    const at = Number(localStorage.getItem(OFFLINE_SINCE_KEY) ?? Number.NaN);
    cached = Number.isFinite(at) && at > 0 ? at : undefined;
  } catch {
    cached = undefined;
  }
  return cached;
}

/** When the current offline spell began, if the portal is in one. */
export function readOfflineSince(): number | undefined {
  return load();
}

/** The portal is offline as of `at`: keeps an earlier start of the same spell. Returns the start. */
export function rememberOfflineSince(at: number): number {
  const earlier = load();
  if (earlier !== undefined && earlier <= at) return earlier;
  cached = at;
  try {
    localStorage.setItem(OFFLINE_SINCE_KEY, String(at));
  } catch {
    // Blocked storage: the spell is known for this page load only.
  }
  return at;
}

/** The spell is over. */
export function forgetOfflineSince(): void {
  if (load() === undefined) return;
  cached = undefined;
  try {
    localStorage.removeItem(OFFLINE_SINCE_KEY);
  } catch {
    // Nothing to do: a stale start only makes the next spell look older than it is.
  }
}

/** Tests: read the storage again, as a new page load would. */
export function reloadOfflineSinceForTests(): void {
  loaded = false;
  cached = undefined;
}
