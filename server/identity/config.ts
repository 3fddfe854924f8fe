import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Env } from '../env';
import { loadExistingGrant } from './grant';
import type { IdentityKeys } from './keys';
import { logoutPage, messagePage, type PageContext } from './pages';
import { sessionSecondsLeft, type RealmSettings } from './realm';
import type { RedirectPattern } from './redirects';
import type { IdentityStore } from './store';
import { CLIENT_ID, findUserBySub, profileClaims, roleClaims } from './users';

/** Keycloak's endpoint paths, relative to the realm (oidc-provider mounts them under the issuer). */
export const ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
} as const;

/** Keycloak's default client scopes put the profile in every token; keycloak-js asks only 'openid'. */
const PROFILE_CLAIMS = [
  'sub',
  'preferred_username',
  'name',
  'given_name',
  'family_name',
  'email',
  'email_verified',
  'merchant_id',
];

export interface ConfigurationSetup {
  env: Env;
  realm: RealmSettings;
  keys: IdentityKeys;
  store: IdentityStore;
  patterns: RedirectPattern[];
  origins: Set<string>;
  /** Absolute path of the realm (`/realms/portal`) and of its static resources. */
  mount: string;
  resources: string;
  /** The resource indicator every access token is issued for. */
  resource: string;
}

function pageContext(setup: ConfigurationSetup): PageContext {
  return { resources: setup.resources, brand: setup.env.brand };
}

function failurePage(setup: ConfigurationSetup, ctx: KoaContextWithOIDC, error?: string): void {
  ctx.type = 'html';
  ctx.body = messagePage(
    pageContext(setup),
    'Não foi possível entrar',
    `A solicitação não pôde ser concluída${error ? ` (${error})` : ''}. Volte ao portal e tente novamente.`,
    { href: `${setup.env.publicUrl}/`, text: `Voltar ao ${setup.env.brand.name}` },
  );
}

type Features = NonNullable<Configuration['features']>;
const now = () => Math.floor(Date.now() / 1000);

/** The portal, a public client (PKCE, no secret), as the realm registers it. */
function portalClients(patterns: RedirectPattern[]): NonNullable<Configuration['clients']> {
  const uris = patterns.map((pattern) => `${pattern.origin}${pattern.pathPrefix}`);
  return [
    {
      client_id: CLIENT_ID,
      client_name: 'Painel de Vendas',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // The written URIs only satisfy registration: redirects.ts checks the wildcard patterns.
      redirect_uris: uris,
      post_logout_redirect_uris: uris,
    },
  ];
}

/** The realm's lifespans as oidc-provider's TTLs. */
function lifespans(realm: RealmSettings): NonNullable<Configuration['ttl']> {
  return {
    AccessToken: realm.accessTokenLifespan,
    IdToken: realm.accessTokenLifespan,
    AuthorizationCode: realm.accessCodeLifespan,
    Interaction: 30 * 60,
    // Keycloak's SSO Session Idle within SSO Session Max: each sign-in page visit (here) and
    // each refresh (token-answer.ts) gives the session its idle time again.
    Session: (_ctx, session) => sessionSecondsLeft(realm, session.loginTs, now()),
    Grant: realm.ssoSessionMaxLifespan,
    // A refresh token lives for the idle time, never past the session's maximum.
    RefreshToken: (_ctx, token) => sessionSecondsLeft(realm, token.authTime, now()),
  };
}

/** The sign-out's pages, in the portal's words and brand. */
function logoutPages(setup: ConfigurationSetup): Features['rpInitiatedLogout'] {
  return {
    enabled: true,
    logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
      const action = /action="([^"]*)"/.exec(form)?.[1] ?? '';
      const xsrf = /name="xsrf" value="([^"]*)"/.exec(form)?.[1] ?? '';
      ctx.type = 'html';
      ctx.body = logoutPage(pageContext(setup), action, xsrf);
    },
    postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
      ctx.type = 'html';
      ctx.body = messagePage(pageContext(setup), 'Você saiu', 'Sua sessão foi encerrada.', {
        href: `${setup.env.publicUrl}/`,
        text: 'Entrar novamente',
      });
    },
  };
}

// JWT access tokens with custom claims need a resource server; every request gets ours.
function resourceServer(resource: string, env: Env): Features['resourceIndicators'] {
  return {
    enabled: true,
    defaultResource: (_ctx: unknown, _client: unknown, oneOf?: string[]) =>
      oneOf?.includes(resource) ? resource : (oneOf?.[0] ?? resource),
    useGrantedResource: () => true,
    getResourceServerInfo: () => ({
      scope: 'openid profile email',
      // Keycloak's default audience.
      audience: 'account',
      accessTokenFormat: 'jwt',
      accessTokenTTL: env.accessTokenTtl,
      jwt: { sign: { alg: 'RS256' } },
    }),
  };
}

/** What Keycloak's tokens carry beyond oidc-provider's: the session, the profile and the roles. */
const keycloakTokenClaims: NonNullable<Configuration['extraTokenClaims']> = async (ctx, token) => {
  const user = token.accountId === undefined ? undefined : findUserBySub(token.accountId);
  if (!user) return undefined;
  // The sign-in's time, from the code (first tokens) or the refresh token (later ones).
  const source = ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken;
  return {
    typ: 'Bearer',
    azp: token.clientId,
    ...(source?.authTime === undefined ? {} : { auth_time: source.authTime }),
    // keycloak-js reads kc.sessionId from `sid`; older adapters read `session_state`.
    sid: token.sid,
    session_state: token.sid,
    ...profileClaims(user),
    ...roleClaims(user),
  };
};

export function buildConfiguration(setup: ConfigurationSetup): Configuration {
  const { env, realm, keys, patterns, origins, resource } = setup;
  return {
    adapter: (model) => setup.store.adapter(model),
    clients: portalClients(patterns),
    jwks: { keys: [keys.signing] },
    // The session cookie lives as long as the session could (SSO Session Max): the idle time is
    // kept by the server, which a refresh extends without the browser's cookie being sent.
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', maxAge: realm.ssoSessionMaxLifespan * 1000 },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: PROFILE_CLAIMS,
      profile: PROFILE_CLAIMS,
      email: ['email', 'email_verified'],
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
    },
    // Keycloak puts the profile claims in the id_token of the code flow too.
    conformIdTokenClaims: false,
    routes: { ...ROUTES },
    pkce: { required: () => true },
    ttl: lifespans(realm),
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: logoutPages(setup),
      resourceIndicators: resourceServer(resource, env),
    },
    interactions: { url: (_ctx, interaction) => `${setup.mount}/login-actions/authenticate/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = findUserBySub(sub);
      if (!user) return undefined;
      return { accountId: user.sub, claims: () => ({ sub: user.sub, ...profileClaims(user) }) };
    },
    loadExistingGrant,
    // Keycloak issues a refresh token to every client allowed the grant, offline_access or not.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: keycloakTokenClaims,
    formats: {
      customizers: {
        jwt: (_ctx, _token, jwt) => {
          // Keycloak's access tokens say typ "JWT" in the header (oidc-provider: "at+jwt").
          jwt.header = { ...jwt.header, typ: 'JWT' };
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    renderError: (ctx, out) => failurePage(setup, ctx, out.error),
  };
}
