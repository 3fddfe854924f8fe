import type { ServerResponse } from 'node:http';

/**
 * The headers every sandbox response carries (docs/stack-notes.md, "Security rules"), shared by the PWA
 * side and the identity pages so neither can drift from the other.
 */
export interface SecurityPolicy {
  /** Origin of the identity server that the PWA calls (`keycloak.url` of /config). */
  identityOrigin: string;
  /**
   * Extra origins a form on the page may end up at. Browsers apply `form-action` to the
   * redirects that follow a submission, so the login and logout forms must list the origins
   * of the redirect URIs they send the user back to.
   */
  formTargets?: readonly string[];
  /** HSTS only makes sense (and is only honoured) when the site is served over https. */
  https?: boolean;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** sha256 of `return;`, the only inline handler body @ionic/react ever sets. */
const IONIC_EVENT_PROBE_HASH = 'sha256-i+qr4lq34KgNHiW62lWi9aInEBwiEOrfCzaNPCvkqD8=';

function contentSecurityPolicy(policy: SecurityPolicy): string {
  const formAction = unique(["'self'", policy.identityOrigin, ...(policy.formTargets ?? [])]);
  return [
    "default-src 'self'",
    // No 'unsafe-inline' for scripts: the login and logout pages load their script from 'self'.
    "script-src 'self'",
    // @ionic/react feature-detects events by setting an `on…="return;"` attribute on a
    // detached div; allow exactly that handler (by hash), never inline handlers in general.
    `script-src-attr 'unsafe-hashes' '${IONIC_EVENT_PROBE_HASH}'`,
    // Ionic injects <style> elements and style attributes at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", policy.identityOrigin]).join(' ')}`,
    // keycloak-js's silent sign-in runs the identity server's pages in a hidden frame; nothing else is framed.
    `frame-src ${unique(["'self'", policy.identityOrigin]).join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(policy: SecurityPolicy): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // Only features Chrome recognises: an unknown one is logged as a console error.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  if (policy.https) headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}

/**
 * The same headers for a page that one of `ancestors` (CSP sources) may show in a frame: the
 * silent sign-in's pages. Every other page keeps `frame-ancestors 'none'`. X-Frame-Options can
 * name no other origin than its own: SAMEORIGIN for `'self'` alone, else left to the CSP.
 */
export function framableBy(headers: Record<string, string>, ancestors: readonly string[]): Record<string, string> {
  const { 'X-Frame-Options': _denied, ...rest } = headers;
  const csp = rest['Content-Security-Policy'] ?? '';
  const framed = {
    ...rest,
    'Content-Security-Policy': csp.replace("frame-ancestors 'none'", `frame-ancestors ${unique(ancestors).join(' ')}`),
  };
  return ancestors.length === 1 && ancestors[0] === "'self'" ? { ...framed, 'X-Frame-Options': 'SAMEORIGIN' } : framed;
}

/**
 * Sets the headers on a Node response and re-adds any that were dropped before the head is
 * written: Koa (inside oidc-provider) clears all headers when it renders an uncaught error.
 */
export function applySecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!res.headersSent && !res.hasHeader(name)) res.setHeader(name, value);
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
