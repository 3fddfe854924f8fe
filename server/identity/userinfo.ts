import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';

/**
 * The userinfo endpoint, answered from the verified access token. oidc-provider's own
 * userinfo refuses JWT access tokens, and Keycloak's answers with the same profile claims the
 * token carries, so reading them back from the token is both simpler and faithful.
 */
const USERINFO_CLAIMS = [
  'sub',
  'preferred_username',
  'name',
  'given_name',
  'family_name',
  'email',
  'email_verified',
  'merchant_id',
];

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export function createUserinfo(options: { issuer: string; jwks: { keys: JWK[] } }) {
  const keySet = createLocalJWKSet(options.jwks);

  return async function userinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, POST');
      res.end();
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const fail = (description: string): void => {
      res.setHeader(
        'WWW-Authenticate',
        `Bearer realm="portal", error="invalid_token", error_description="${description}"`,
      );
      sendJson(res, 401, { error: 'invalid_token', error_description: description });
    };
    if (!match?.[1]) {
      fail('Token not provided');
      return;
    }
    try {
      const { payload } = await jwtVerify(match[1], keySet, { issuer: options.issuer, algorithms: ['RS256'] });
      // Only access tokens: an id_token is signed with the same key but is not a bearer credential.
      if (payload.typ !== 'Bearer') throw new Error('not an access token');
      const claims = Object.fromEntries(
        USERINFO_CLAIMS.filter((name) => name in payload).map((name) => [name, payload[name]]),
      );
      sendJson(res, 200, claims);
    } catch {
      fail('Token verification failed');
    }
  };
}
