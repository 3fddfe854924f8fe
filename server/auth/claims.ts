import * as v from 'valibot';

const Roles = v.object({ roles: v.array(v.string()) });

/**
 * Keycloak-shaped access token claims. merchant_id is an integer claim in the sandbox, but a
 * Keycloak user-attribute mapper of type String emits "42": accept both, keep a number.
 */
export const AccessClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  preferred_username: v.optional(v.string()),
  name: v.optional(v.string()),
  merchant_id: v.optional(
    v.union([
      v.pipe(v.number(), v.integer()),
      v.pipe(v.string(), v.regex(/^-?\d{1,15}$/), v.transform(Number)),
      v.pipe(
        v.null(),
        v.transform(() => undefined),
      ),
    ]),
  ),
  realm_access: v.optional(Roles),
  resource_access: v.optional(v.record(v.string(), Roles)),
  sid: v.optional(v.string()),
});

export type AccessClaims = {
  sub: string;
  preferred_username?: string;
  name?: string;
  merchant_id?: number;
  realm_access?: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
  sid?: string;
};

/** Roles as the portal's permission check sees them: realm roles ∪ every client's roles. */
export function rolesOf(claims: AccessClaims): Set<string> {
  const roles = new Set(claims.realm_access?.roles ?? []);
  for (const client of Object.values(claims.resource_access ?? {})) {
    for (const role of client.roles) roles.add(role);
  }
  return roles;
}

/** Requirements §6: every required role must be present, unless the user has bypass_permission. */
export function hasPermission(claims: AccessClaims, required: readonly string[]): boolean {
  const roles = rolesOf(claims);
  return roles.has('bypass_permission') || required.every((role) => roles.has(role));
}
