import { describe, expect, it } from 'vitest';
import { authenticate, DEMO_USERS, profileClaims, roleClaims } from './users';

describe('demo users', () => {
  it('accept their username (or e-mail) as password and nothing else', () => {
    for (const user of DEMO_USERS) {
      expect(authenticate(user.username, user.username)).toBe(user);
      expect(authenticate(` ${user.username.toUpperCase()} `, user.username)).toBe(user);
      expect(authenticate(user.email, user.username)).toBe(user);
      expect(authenticate(user.username, `${user.username}!`)).toBeUndefined();
    }
    expect(authenticate('ninguem', 'ninguem')).toBeUndefined();
  });

  it('match the table of docs/stack-notes.md', () => {
    const table = Object.fromEntries(
      DEMO_USERS.map((user) => {
        const claims = { ...profileClaims(user), ...roleClaims(user) } as {
          merchant_id?: number;
          realm_access: { roles: string[] };
          resource_access?: Record<string, { roles: string[] }>;
        };
        const roles = [
          ...claims.realm_access.roles,
          ...Object.values(claims.resource_access ?? {}).flatMap((access) => access.roles),
        ];
        return [user.username, { merchant: claims.merchant_id, roles: roles.sort() }];
      }),
    );
    expect(table).toEqual({
      // docs/stack-notes.md's table, plus issue 23's roles to act on money.
      lojista: {
        merchant: 1,
        roles: ['bo-access', 'cp-client', 'mentor_suporte', 'sales_access', 'sales_anticipation', 'sales_refund'],
      },
      operador: { merchant: 2, roles: ['sales_access'] },
      suporte: { merchant: 1, roles: ['bypass_permission'] },
      'sem-lojista': { merchant: undefined, roles: ['sales_access'] },
      'sem-acesso': { merchant: 1, roles: [] },
      vendedor: { merchant: 3, roles: ['sales_access', 'sales_refund'] },
    });
  });

  it('have distinct ids and full Brazilian names', () => {
    expect(new Set(DEMO_USERS.map((user) => user.sub)).size).toBe(DEMO_USERS.length);
    for (const user of DEMO_USERS) expect(profileClaims(user).name).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)+$/u);
  });
});
