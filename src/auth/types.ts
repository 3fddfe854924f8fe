/** The signed-in user, read from the identity token (spec section 3, "User"). */
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

export type SessionState =
  | { status: 'starting' }
  | { status: 'authenticated'; user: SessionUser }
  /** Identity server unreachable: read-only from the last user's cache. */
  | { status: 'offline'; user: SessionUser }
  /** Identity unreachable and nothing cached to show. */
  | { status: 'unavailable' }
  | { status: 'no-merchant'; user: SessionUser }
  | { status: 'logging-out' };
