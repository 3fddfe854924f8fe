import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { JWK } from 'jose';
import { issuerOf, type Env } from '../env';
import { securityHeaders } from '../security-headers';
import { buildConfiguration, ROUTES } from './config';
import { createIdentityHandler } from './handler';
import { createInteractionHandler } from './interactions';
import { loadOrCreateKeys, publicJwk } from './keys';
import { loadOidcProvider } from './load-provider';
import { LoginThrottle } from './login-throttle';
import { patternFor, redirectAllowed } from './redirects';
import { createIntrospection } from './introspection';
import { installKeycloakTokens } from './keycloak-tokens';
import { realmSettings } from './realm';
import { installJwtRefreshTokens } from './refresh-token';
import { createRevocation } from './revocation';
import { IdentityStore } from './store';
import { createTokenCheck } from './token-check';
import { keycloakAnswers } from './token-answer';
import { createUserinfo } from './userinfo';

/**
 * The sandbox's Keycloak-compatible identity server: oidc-provider behind Keycloak's paths
 * for the realm `portal` and the public client `sales-portal` (docs/decisions/001).
 */
export interface Identity {
  issuer: string;
  /** Node handler for every request under `/realms/`. */
  callback: (req: IncomingMessage, res: ServerResponse) => void;
  /** The public signing keys, as served at `certs`. */
  jwks(): { keys: JWK[] };
  /** Saves the session store; call before the process exits. */
  close(): Promise<void>;
}

export interface IdentityOptions {
  env: Env;
  /** The login throttle's clock, in ms; tests move it instead of waiting. */
  now?: () => number;
}

export async function createIdentity({ env, now = Date.now }: IdentityOptions): Promise<Identity> {
  const { Provider } = await loadOidcProvider();
  const issuer = issuerOf(env);
  const realm = realmSettings(env);
  const mount = new URL(issuer).pathname;
  const resources = `${mount}/resources`;
  const keys = await loadOrCreateKeys(env.dataDir);
  const store = new IdentityStore(join(env.dataDir, 'identity-sessions.json'));
  await store.load();

  const bases = [env.publicUrl, ...env.extraOrigins];
  const patterns = bases.map(patternFor);
  const origins = new Set(patterns.map((pattern) => pattern.origin));

  const provider = new Provider(
    issuer,
    buildConfiguration({
      env,
      realm,
      keys,
      store,
      patterns,
      origins,
      mount,
      resources,
      resource: `${env.publicUrl}/api`,
    }),
  );
  // Behind a TLS-terminating proxy, trust X-Forwarded-Proto/Host for URLs and secure cookies.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => console.error('identity: server error', error));

  // Keycloak-style wildcard redirect URIs (`${PUBLIC_URL}/*`) for login and logout.
  provider.Client.prototype.redirectUriAllowed = (uri: string) => redirectAllowed(patterns, uri);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (uri: string) => redirectAllowed(patterns, uri);
  // oidc-provider only records `sid` for back-channel logout clients; keycloak-js reads
  // kc.sessionId from it, so every code, token and id_token carries it.
  provider.Client.prototype.includeSid = () => true;
  installJwtRefreshTokens(provider, { issuer, secret: keys.refreshSecret });
  installKeycloakTokens(provider, realm);
  provider.use(keycloakAnswers(provider, realm, issuer));

  const jwks = { keys: [publicJwk(keys.signing)] };
  const check = createTokenCheck({ issuer, jwks, refreshSecret: keys.refreshSecret, store, provider });
  const backendSecret = env.backendClientSecret;
  const callback = createIdentityHandler({
    provider,
    mount,
    origins,
    // Login and logout forms end in redirects to the PWA's origins: form-action must allow them.
    headers: securityHeaders({
      identityOrigin: new URL(env.publicUrl).origin,
      formTargets: [...origins],
      https: env.publicUrl.startsWith('https:'),
    }),
    interaction: createInteractionHandler({
      provider,
      mount,
      resources,
      publicUrl: env.publicUrl,
      demoHint: env.sandboxDemoHint,
      brand: env.brand,
      throttle: new LoginThrottle(realm.bruteForce, now),
    }),
    endpoints: {
      [ROUTES.userinfo]: createUserinfo(check),
      [ROUTES.introspection]: createIntrospection({ check, backendSecret }),
      [ROUTES.revocation]: createRevocation({ check, provider, store, backendSecret }),
    },
    defaultScopes: realm.defaultClientScopes,
    brand: env.brand,
  });

  return {
    issuer,
    callback,
    jwks: () => ({ keys: jwks.keys.map((key) => ({ ...key })) }),
    close: () => store.flush(),
  };
}
