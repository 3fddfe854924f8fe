/**
 * Brute-force protection for the login form, modelled on Keycloak's "temporary lockout":
 * a few failed attempts are free (typos happen), after that every failure locks the key for a
 * wait that doubles up to a ceiling. Two kinds of key are counted: the login name (one account
 * guessed from many addresses) and the client address (many accounts guessed from one place).
 *
 * The state lives in this process's memory: a restart forgets it, and two sandbox processes
 * count separately. That is enough for a sandbox; a shared deployment would need a shared store.
 */
export interface ThrottleLimits {
  /** Failures allowed per login name before the first wait. */
  maxUserFailures: number;
  /** Failures allowed per client address before the first wait (several users may share one). */
  maxAddressFailures: number;
  /** The first wait; each further failure doubles it. */
  waitSeconds: number;
  maxWaitSeconds: number;
  /** A key with no failure for this long starts again from zero. */
  resetSeconds: number;
}

const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  maxUserFailures: 5,
  maxAddressFailures: 20,
  waitSeconds: 30,
  maxWaitSeconds: 900,
  resetSeconds: 12 * 3600,
};

interface Entry {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

export type ThrottleVerdict =
  { locked: false } | { locked: true; retryAfterSeconds: number; reason: 'user' | 'address' };

/** Keeps the map from growing without bound under a spray of random names. */
const MAX_ENTRIES = 100_000;

export class LoginThrottle {
  private readonly users = new Map<string, Entry>();
  private readonly addresses = new Map<string, Entry>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether an attempt may be checked at all; a locked key is refused without looking at the password. */
  check(login: string, address: string): ThrottleVerdict {
    const now = this.now();
    const user = this.live(this.users, userKey(login), now);
    const place = this.live(this.addresses, address, now);
    const userWait = user ? user.lockedUntil - now : 0;
    const placeWait = place ? place.lockedUntil - now : 0;
    if (userWait <= 0 && placeWait <= 0) return { locked: false };
    return {
      locked: true,
      retryAfterSeconds: Math.ceil(Math.max(userWait, placeWait) / 1000),
      reason: userWait >= placeWait ? 'user' : 'address',
    };
  }

  recordFailure(login: string, address: string): void {
    const now = this.now();
    this.fail(this.users, userKey(login), this.limits.maxUserFailures, now);
    this.fail(this.addresses, address, this.limits.maxAddressFailures, now);
  }

  /**
   * The account's count starts again, as in Keycloak. The address's count does not: an
   * attacker with one valid account could otherwise reset it between guesses at others.
   */
  recordSuccess(login: string): void {
    this.users.delete(userKey(login));
  }

  private live(map: Map<string, Entry>, key: string, now: number): Entry | undefined {
    const entry = map.get(key);
    if (entry && now - entry.lastFailure > this.limits.resetSeconds * 1000 && now >= entry.lockedUntil) {
      map.delete(key);
      return undefined;
    }
    return entry;
  }

  private fail(map: Map<string, Entry>, key: string, allowed: number, now: number): void {
    const entry = this.live(map, key, now) ?? { failures: 0, lastFailure: now, lockedUntil: 0 };
    entry.failures += 1;
    entry.lastFailure = now;
    const over = entry.failures - allowed;
    if (over >= 0) {
      const wait = Math.min(this.limits.waitSeconds * 2 ** Math.min(over, 30), this.limits.maxWaitSeconds);
      entry.lockedUntil = now + wait * 1000;
    }
    if (!map.has(key) && map.size >= MAX_ENTRIES) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(key, entry);
  }
}

/** Keycloak matches the username case-insensitively, so `Lojista` and `lojista` share a count. */
function userKey(login: string): string {
  return login.trim().toLowerCase();
}

/** "30 segundos", "1 minuto", "15 minutos": the wait as the login page says it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
