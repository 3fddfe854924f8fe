import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWTPayload } from 'jose';
import { clientRequest } from './clients';
import { sendError, sendJson } from './json';
import type { TokenCheck } from './token-check';

type Kind = keyof TokenCheck;
const ACCESS_FIRST: readonly Kind[] = ['accessToken', 'refreshToken'];
const REFRESH_FIRST: readonly Kind[] = ['refreshToken', 'accessToken'];

/**
 * Token introspection (RFC 7662) at Keycloak's `…/token/introspect`: a backend asks whether a
 * token is still good (a logout, an idle session or a revocation make it inactive before its
 * `exp`). As in Keycloak, only a confidential client may ask (`sales-portal-backend`, with
 * its secret): the public PWA client gets 403.
 */
export function createIntrospection(options: { check: TokenCheck; backendSecret: string }) {
  return async function introspect(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await clientRequest(req, res, options.backendSecret);
    if (!request) return;
    const { form, client } = request;
    if (!client.confidential) {
      sendError(res, 403, 'invalid_request', 'Client not allowed.');
      return;
    }
    const token = form.get('token');
    if (!token) {
      sendError(res, 400, 'invalid_request', 'Token not provided.');
      return;
    }
    // The hint only orders the lookups (RFC 7662 §2.1): a wrong one still finds the token.
    const kinds = form.get('token_type_hint') === 'refresh_token' ? REFRESH_FIRST : ACCESS_FIRST;
    let payload: JWTPayload | undefined;
    let kind: Kind | undefined;
    for (const candidate of kinds) {
      payload = await options.check[candidate](token);
      if (payload) {
        kind = candidate;
        break;
      }
    }
    if (!payload) {
      sendJson(res, 200, { active: false });
      return;
    }
    sendJson(res, 200, {
      ...payload,
      client_id: payload.azp,
      username: payload.preferred_username,
      ...(kind === 'accessToken' ? { token_type: 'Bearer' } : {}),
      active: true,
    });
  };
}
