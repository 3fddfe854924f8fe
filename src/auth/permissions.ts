import type { SessionUser } from './types';

/** The role that lets support staff through every permission check (requirements §6). */
export const BYPASS_ROLE = 'bypass_permission';
/** The permission that opens the portal at all. */
export const SALES_ACCESS = 'sales_access';

/** Realm roles plus the roles of every client, as the spec's permission check gathers them. */
export function allRoles(user: Pick<SessionUser, 'realmRoles' | 'clientRoles'>): Set<string> {
  const roles = new Set(user.realmRoles);
  for (const clientRoles of Object.values(user.clientRoles)) for (const role of clientRoles) roles.add(role);
  return roles;
}

/** Every listed role is required; a user holding `bypass_permission` passes any check. */
export function hasPermission(
  user: Pick<SessionUser, 'realmRoles' | 'clientRoles'>,
  required: readonly string[],
): boolean {
  const roles = allRoles(user);
  if (roles.has(BYPASS_ROLE)) return true;
  return required.every((role) => roles.has(role));
}

/** The spec's separate role check: does any realm role contain `text` (e.g. 'mentor_')? */
export function hasRealmRoleContaining(user: Pick<SessionUser, 'realmRoles'>, text: string): boolean {
  return user.realmRoles.some((role) => role.includes(text));
}

/** Any role (realm or client) equal to `role`. */
export function hasRole(user: Pick<SessionUser, 'realmRoles' | 'clientRoles'>, role: string): boolean {
  return allRoles(user).has(role);
}

interface TokenClaims {
  sub?: unknown;
  preferred_username?: unknown;
  name?: unknown;
  merchant_id?: unknown;
  realm_access?: { roles?: unknown };
  resource_access?: Record<string, { roles?: unknown } | undefined>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];

/** Reads the user of requirements §3 from a parsed token; a merchant id must be an integer above 0. */
export function userFromClaims(claims: TokenClaims): SessionUser {
  const merchant = typeof claims.merchant_id === 'string' ? Number(claims.merchant_id) : claims.merchant_id;
  const clientRoles: Record<string, string[]> = {};
  for (const [client, access] of Object.entries(claims.resource_access ?? {}))
    clientRoles[client] = strings(access?.roles);
  return {
    sub: typeof claims.sub === 'string' ? claims.sub : '',
    userName: typeof claims.preferred_username === 'string' ? claims.preferred_username : '',
    fullName: typeof claims.name === 'string' ? claims.name : '',
    merchantId: typeof merchant === 'number' && Number.isInteger(merchant) && merchant > 0 ? merchant : undefined,
    realmRoles: strings(claims.realm_access?.roles),
    clientRoles,
  };
}
