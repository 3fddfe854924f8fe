import { describe, expect, it } from 'vitest';
import { siblingUrl, userMenuLinks } from './sibling-links';

const user = (realmRoles: string[], clientRoles: Record<string, string[]> = {}) => ({
  sub: 's',
  userName: 'u',
  fullName: 'U',
  merchantId: 1,
  realmRoles,
  clientRoles,
});

describe('sibling subdomain links', () => {
  it('replaces the first label of a multi-label host', () => {
    expect(siblingUrl('https://auth.operadora.com.br', 'bo')).toBe('https://bo.operadora.com.br/');
  });
  it('prefixes a bare host and keeps the port', () => {
    expect(siblingUrl('http://localhost:8080', 'webbanking')).toBe('http://webbanking.localhost:8080/');
  });
});

describe('user menu links (requirements §2)', () => {
  const url = 'https://sso.example.com';
  it('shows every link to lojista', () => {
    const links = userMenuLinks(
      user(['sales_access', 'mentor_suporte'], { 'sales-portal': ['bo-access', 'cp-client'] }),
      url,
    );
    expect(links.map((l) => l.label)).toEqual(['Backoffice de Contas', 'Backoffice de Subaquirência', 'Webbanking']);
    expect(links[1]?.href).toBe('https://admin.example.com/');
  });
  it('shows none to a plain operator', () => {
    expect(userMenuLinks(user(['sales_access']), url)).toEqual([]);
  });
  it('needs mentor_ among realm roles, not client roles', () => {
    expect(userMenuLinks(user([], { x: ['mentor_a'] }), url)).toEqual([]);
  });
});
