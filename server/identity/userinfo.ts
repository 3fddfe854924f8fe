import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './json';
import type { TokenCheck } from './token-check';

/**
 * The userinfo endpoint, answered from the checked access token. oidc-provider's own userinfo
 * refuses JWT access tokens, and Keycloak's answers with the same profile claims the token
 * carries, so reading them back from the token is both simpler and faithful. The check includes
 * the session: after a logout (or an idle session) the token is refused with 401, as Keycloak
 * refuses it, even while its `exp` is ahead.
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

export function createUserinfo(check: TokenCheck) {
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
    const payload = await check.accessToken(match[1]);
    if (!payload) {
      fail('Token verification failed');
      return;
    }
    const claims = Object.fromEntries(
      USERINFO_CLAIMS.filter((name) => name in payload).map((name) => [name, payload[name]]),
    );
    sendJson(res, 200, claims);
  };
}
