import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { applySecurityHeaders, framableBy } from '../security-headers';
import type { SandboxBrand } from '../env';
import { AUTO_SUBMIT_JS, loginCss } from './assets';
import { ROUTES } from './config';
import { handleCors } from './cors';
import { sendJson } from './json';
import { thirdPartyCheck } from './third-party-check';

/**
 * The Node request handler for everything under `/realms/`. The sandbox's own routes (login
 * form, userinfo, introspection, revocation, page resources) are answered here; the rest goes to oidc-provider with the
 * realm prefix stripped, the way Express hands a mounted app its requests.
 */
export interface HandlerParts {
  provider: Provider;
  mount: string;
  origins: ReadonlySet<string>;
  headers: Record<string, string>;
  interaction: (req: IncomingMessage, res: ServerResponse, uid: string) => Promise<void>;
  /** The endpoints answered here rather than by oidc-provider, by path under the realm. */
  endpoints: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>;
  /** Keycloak's default client scopes, added to every authorization request. */
  defaultScopes: readonly string[];
  brand: SandboxBrand;
}

const JS = 'text/javascript; charset=utf-8';

function resources(
  brand: SandboxBrand,
  scripts: Record<string, string>,
): Record<string, { type: string; body: string }> {
  return {
    '/resources/login.css': { type: 'text/css; charset=utf-8', body: loginCss(brand.colors) },
    '/resources/auto-submit.js': { type: JS, body: AUTO_SUBMIT_JS },
    ...Object.fromEntries(Object.entries(scripts).map(([path, body]) => [path, { type: JS, body }])),
  };
}

const INTERACTION = /^\/login-actions\/authenticate\/([A-Za-z0-9_-]+)$/;

export function createIdentityHandler(parts: HandlerParts): (req: IncomingMessage, res: ServerResponse) => void {
  const providerCallback = parts.provider.callback();
  const check = thirdPartyCheck(`${parts.mount}/resources`);
  const files = resources(parts.brand, check.scripts);
  const framedHeaders = framableBy(parts.headers, [...parts.origins]);

  async function handle(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const inRealm = url.pathname === parts.mount || url.pathname.startsWith(`${parts.mount}/`);
    const path = url.pathname.slice(parts.mount.length) || '/';
    const framedPage = inRealm ? check.pages[path] : undefined;
    applySecurityHeaders(res, framedPage === undefined ? parts.headers : framedHeaders);
    if (!inRealm) {
      // Keycloak's answer for any other realm.
      sendJson(res, 404, { error: 'Realm does not exist' });
      return;
    }
    if (handleCors(req, res, parts.origins)) return;
    if (framedPage !== undefined) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(req.method === 'HEAD' ? undefined : framedPage);
      return;
    }

    const resource = files[path];
    if (resource) {
      res.setHeader('Content-Type', resource.type);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(req.method === 'HEAD' ? undefined : resource.body);
      return;
    }
    const endpoint = parts.endpoints[path];
    if (endpoint) {
      await endpoint(req, res);
      return;
    }
    const interaction = INTERACTION.exec(path);
    if (interaction?.[1]) {
      await parts.interaction(req, res, interaction[1]);
      return;
    }

    // oidc-provider derives its mount path from originalUrl minus url (see its urlFor).
    if (path === ROUTES.authorization) withDefaultScopes(url.searchParams, parts.defaultScopes);
    req.url = `${path}${url.search}`;
    req.originalUrl = `${parts.mount}${req.url}`;
    await providerCallback(req, res);
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('identity: request failed', error);
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error' });
      else res.destroy();
    });
  };
}

/**
 * Keycloak adds the realm's default client scopes (profile, email) to every sign-in, whatever
 * the request names: keycloak-js asks for `openid` alone, and the tokens still say
 * `openid profile email`. Only OpenID requests (with `openid`) get them.
 */
function withDefaultScopes(params: URLSearchParams, defaults: readonly string[]): void {
  const asked = (params.get('scope') ?? '').split(' ').filter(Boolean);
  if (!asked.includes('openid')) return;
  params.set('scope', [...asked, ...defaults.filter((scope) => !asked.includes(scope))].join(' '));
}
