import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the PWA's own origins. keycloak-js calls the token endpoint with credentials, so
 * the answer must name the origin and allow credentials (oidc-provider's own CORS does
 * neither). Once these headers are set, oidc-provider leaves CORS alone; simple requests from
 * other origins get its default treatment (open discovery and JWKS, client-checked token calls).
 * A preflight from any other origin is answered without a single CORS header, so the browser
 * never sends the call: Keycloak allows the client's web origins only (oidc-provider's own
 * preflight would echo any origin back).
 *
 * Returns true when it answered a preflight and the request is done.
 */
export function handleCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  res.appendHeader('Vary', 'Origin');
  const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  if (!origin) return false;
  if (!allowed.has(origin)) {
    if (!preflight) return false;
    res.statusCode = 204;
    res.end();
    return true;
  }

  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'WWW-Authenticate');

  if (!preflight) return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
  res.setHeader('Access-Control-Max-Age', '3600');
  res.statusCode = 204;
  res.end();
  return true;
}
