/**
 * Keycloak-style redirect URI patterns. keycloak-js sends `location.href` (any route of the
 * PWA, query included) as redirect_uri, and a Keycloak client is configured with patterns like
 * `https://portal.example/*`. oidc-provider only allows exact registered URIs, so the client's
 * check is replaced with this one.
 */
export interface RedirectPattern {
  origin: string;
  /** Path prefix that every allowed URI starts with, ending in '/'. */
  pathPrefix: string;
}

/** `base` is an origin or an origin with a path (PUBLIC_URL may sit below a path). */
export function patternFor(base: string): RedirectPattern {
  const url = new URL(base);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return { origin: url.origin, pathPrefix: path };
}

export function redirectAllowed(patterns: readonly RedirectPattern[], candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  // A fragment is forbidden in redirect URIs (RFC 6749 3.1.2); userinfo is a phishing vector.
  if (url.hash || url.username || url.password) return false;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return patterns.some((pattern) => url.origin === pattern.origin && url.pathname.startsWith(pattern.pathPrefix));
}
