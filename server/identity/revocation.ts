import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { clientRequest } from './clients';
import { sendError } from './json';
import type { IdentityStore } from './store';
import type { TokenCheck } from './token-check';

/**
 * Token revocation (RFC 7009) at Keycloak's `…/revoke`. A refresh token ends its grant — every
 * refresh token and, through the session check, every access token of that sign-in — as
 * Keycloak ends the client session; an access token is refused from then to its `exp`. The
 * PWA's public client may revoke its own tokens; an unknown or already dead token is answered
 * 200 as the RFC asks, so a logout never depends on what the server still remembers.
 */
export function createRevocation(options: {
  check: TokenCheck;
  provider: Provider;
  store: IdentityStore;
  backendSecret: string;
}) {
  return async function revoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await clientRequest(req, res, options.backendSecret);
    if (!request) return;
    const { form, client } = request;
    const token = form.get('token');
    if (!token) {
      sendError(res, 400, 'invalid_request', 'Token not provided');
      return;
    }
    const refresh =
      form.get('token_type_hint') === 'access_token' ? undefined : await options.check.refreshToken(token);
    const access = refresh ? undefined : await options.check.accessToken(token);
    const payload = refresh ?? access;
    if (payload && payload.azp !== client.clientId) {
      sendError(res, 400, 'invalid_request', 'Unmatching clients');
      return;
    }
    if (refresh) {
      const stored = await options.provider.RefreshToken.find(token);
      if (stored?.grantId) {
        await (await options.provider.Grant.find(stored.grantId))?.destroy();
        await options.store.adapter('RefreshToken').revokeByGrantId(stored.grantId);
      }
    } else if (access && typeof access.jti === 'string' && typeof access.exp === 'number') {
      options.store.revokeAccessToken(access.jti, access.exp);
    }
    res.statusCode = 200;
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  };
}
