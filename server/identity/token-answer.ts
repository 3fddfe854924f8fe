import type { KoaContextWithOIDC, Middleware, Provider } from 'oidc-provider';
import { ROUTES } from './config';
import { sessionSecondsLeft, type RealmSettings } from './realm';

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null;

/**
 * Keycloak's behaviour around oidc-provider's token and discovery endpoints, as one Koa
 * middleware (it sees each answer after oidc-provider made it):
 *
 * - the token answer carries `refresh_expires_in`, `session_state` and `not-before-policy`;
 * - a refresh counts as activity: the SSO session's idle time starts again (Keycloak's SSO
 *   Session Idle), so a merchant who keeps the app open is not asked to sign in again;
 * - a code is spent by its first exchange even when that exchange fails (a wrong PKCE verifier
 *   or redirect URI), as Keycloak spends it;
 * - discovery names the introspection and revocation endpoints the sandbox answers itself.
 */
export function keycloakAnswers(provider: Provider, realm: RealmSettings, issuer: string): Middleware {
  return async (ctx, next) => {
    await next();
    const route = (ctx as Partial<KoaContextWithOIDC>).oidc?.route;
    if (route === 'discovery' && isBody(ctx.body)) ctx.body = withEndpoints(ctx.body, issuer);
    if (route !== 'token') return;
    const grantType = ctx.oidc.params?.grant_type;
    if (ctx.status === 200 && isBody(ctx.body) && typeof ctx.body.access_token === 'string') {
      const refreshToken = ctx.oidc.entities.RefreshToken;
      ctx.body = keycloakTokenBody(ctx.body, refreshToken?.exp, refreshToken?.sid, realm);
      if (grantType === 'refresh_token' && refreshToken?.sessionUid) {
        await touchSession(provider, realm, refreshToken.sessionUid);
      }
    } else if (ctx.status >= 400 && grantType === 'authorization_code' && ctx.oidc.client) {
      await spendCode(provider, ctx.oidc.params?.code);
    }
  };
}

/** Keycloak's field order, with its three extra fields. */
function keycloakTokenBody(body: Body, refreshExp: number | undefined, sid: string | undefined, realm: RealmSettings) {
  const now = Math.floor(Date.now() / 1000);
  const { access_token, expires_in, refresh_token, token_type, id_token, scope, ...rest } = body;
  return {
    access_token,
    expires_in,
    refresh_expires_in: refreshExp === undefined ? 0 : Math.max(0, refreshExp - now),
    refresh_token,
    token_type,
    id_token,
    'not-before-policy': realm.notBefore,
    session_state: sid,
    scope,
    ...rest,
  };
}

async function touchSession(provider: Provider, realm: RealmSettings, uid: string): Promise<void> {
  const session = await provider.Session.findByUid(uid);
  if (!session) return;
  await session.save(sessionSecondsLeft(realm, session.loginTs, Math.floor(Date.now() / 1000)));
}

async function spendCode(provider: Provider, code: unknown): Promise<void> {
  if (typeof code !== 'string' || code === '') return;
  const found = await provider.AuthorizationCode.find(code, { ignoreExpiration: true });
  await found?.destroy();
}

function withEndpoints(body: Body, issuer: string): Body {
  return {
    ...body,
    introspection_endpoint: `${issuer}${ROUTES.introspection}`,
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    revocation_endpoint: `${issuer}${ROUTES.revocation}`,
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
  };
}
