import { hasRealmRoleContaining, hasRole, type SessionUser } from '@/auth';

/**
 * The user menu's links go to sibling subdomains (bo, admin, webbanking) of the identity host:
 * `auth.operadora.com.br` → `bo.operadora.com.br`; a bare host such as `localhost` gets the
 * prefix (`bo.localhost`).
 */
export function siblingUrl(identityUrl: string, subdomain: string): string {
  const url = new URL(identityUrl);
  const labels = url.hostname.split('.');
  const isIp = /^\d+(\.\d+){3}$/.test(url.hostname);
  const host = labels.length > 2 && !isIp ? [subdomain, ...labels.slice(1)].join('.') : `${subdomain}.${url.hostname}`;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}/`;
}

export interface UserMenuLink {
  label: string;
  href: string;
}

/** Requirements §2: each link needs its role; 'Sair' is always there (rendered apart). */
export function userMenuLinks(user: SessionUser, identityUrl: string): UserMenuLink[] {
  const links: UserMenuLink[] = [];
  if (hasRole(user, 'bo-access')) links.push({ label: 'Backoffice de Contas', href: siblingUrl(identityUrl, 'bo') });
  if (hasRealmRoleContaining(user, 'mentor_')) {
    links.push({ label: 'Backoffice de Subaquirência', href: siblingUrl(identityUrl, 'admin') });
  }
  if (hasRole(user, 'cp-client')) links.push({ label: 'Webbanking', href: siblingUrl(identityUrl, 'webbanking') });
  return links;
}
