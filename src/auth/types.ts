/** The signed-in user, read from the identity token (requirements §3, "User"). */
export interface SessionUser {
  sub: string;
  userName: string;
  fullName: string;
  /** Integer above 0 when the user belongs to a merchant. */
  merchantId: number | undefined;
  realmRoles: string[];
  /** Roles per client (`resource_access`). */
  clientRoles: Record<string, string[]>;
}

/**
 * What it takes to work online again, while the screens read the device's data:
 * - `not-needed`: nothing from the user; the refresh token renews the session once the identity
 *   server answers;
 * - `needed`: signing in again (no tokens after an offline start, or the refresh token's life is
 *   over), and the identity server does not answer yet;
 * - `ready`: the same, and it answers now: the app offers "Entrar" (it never goes by itself).
 */
export type SignIn = 'not-needed' | 'needed' | 'ready';

export type SessionState =
  | { status: 'starting' }
  | { status: 'authenticated'; user: SessionUser }
  /**
   * Read-only from the user's cache: the identity server could not be reached (at the start or
   * when the token had to be renewed), or it refused the session. `since`: when that began.
   */
  | { status: 'offline'; user: SessionUser; since: number; signIn: SignIn }
  /** Identity unreachable and nothing cached to show. */
  | { status: 'unavailable' }
  | { status: 'no-merchant'; user: SessionUser }
  | { status: 'logging-out' };
