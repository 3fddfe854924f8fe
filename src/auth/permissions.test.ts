import { describe, expect, it } from 'vitest';
import { allRoles, hasPermission, hasRealmRoleContaining, hasRole, userFromClaims } from './permissions';

const user = (realmRoles: string[], clientRoles: Record<string, string[]> = {}) => ({ realmRoles, clientRoles });

describe('permission check (requirements §6)', () => {
  it('gathers realm roles and the roles of every client', () => {
    const roles = allRoles(user(['a'], { x: ['b'], y: ['c', 'a'] }));
    expect([...roles].sort()).toEqual(['a', 'b', 'c']);
  });

  it('requires every listed role', () => {
    expect(hasPermission(user(['sales_access'], { portal: ['bo-access'] }), ['sales_access', 'bo-access'])).toBe(true);
    expect(hasPermission(user(['sales_access']), ['sales_access', 'bo-access'])).toBe(false);
    expect(hasPermission(user([]), ['sales_access'])).toBe(false);
  });

  it('passes any check for bypass_permission, from realm or client roles', () => {
    expect(hasPermission(user(['bypass_permission']), ['sales_access'])).toBe(true);
    expect(hasPermission(user([], { portal: ['bypass_permission'] }), ['sales_access', 'other'])).toBe(true);
  });

  it('finds realm roles containing a text, ignoring client roles', () => {
    expect(hasRealmRoleContaining(user(['mentor_suporte']), 'mentor_')).toBe(true);
    expect(hasRealmRoleContaining(user([], { c: ['mentor_x'] }), 'mentor_')).toBe(false);
    expect(hasRole(user([], { c: ['cp-client'] }), 'cp-client')).toBe(true);
  });
});

describe('userFromClaims', () => {
  it('reads a Keycloak-shaped token', () => {
    const parsed = userFromClaims({
      sub: 'u1',
      preferred_username: 'lojista',
      name: 'Ana Souza',
      merchant_id: 1,
      realm_access: { roles: ['sales_access', 7] },
      resource_access: { 'sales-portal': { roles: ['bo-access'] } },
    });
    expect(parsed).toEqual({
      sub: 'u1',
      userName: 'lojista',
      fullName: 'Ana Souza',
      merchantId: 1,
      realmRoles: ['sales_access'],
      clientRoles: { 'sales-portal': ['bo-access'] },
    });
  });

  it.each([undefined, 0, -3, 1.5, 'abc', null])('treats merchant_id %s as no merchant', (merchant_id) => {
    expect(userFromClaims({ sub: 's', merchant_id }).merchantId).toBeUndefined();
  });
});
