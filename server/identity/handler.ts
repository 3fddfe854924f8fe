import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import { applySecurityHeaders } from '../security-headers';
import type { SandboxBrand } from '../env';
import { AUTO_SUBMIT_JS, loginCss } from './assets';
import { handleCors } from './cors';

/**
 * The Node request handler for everything under `/realms/`. The sandbox's own routes (login
 * form, userinfo, page resources) are answered here; the rest goes to oidc-provider with the
 * realm prefix stripped, the way Express hands a mounted app its requests.
 */
export interface HandlerParts {
  provider: Provider;
  mount: string;
  origins: ReadonlySet<string>;
  headers: Record<string, string>;
  interaction: (req: IncomingMessage, res: ServerResponse, uid: string) => Promise<void>;
  userinfo: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  brand: SandboxBrand;
}

function resources(brand: SandboxBrand): Record<string, { type: string; body: string }> {
  return {
    '/resources/login.css': { type: 'text/css; charset=utf-8', body: loginCss(brand.colors) },
    '/resources/auto-submit.js': { type: 'text/javascript; charset=utf-8', body: AUTO_SUBMIT_JS },
  };
}

const INTERACTION = /^\/login-actions\/authenticate\/([A-Za-z0-9_-]+)$/;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export function createIdentityHandler(parts: HandlerParts): (req: IncomingMessage, res: ServerResponse) => void {
  const providerCallback = parts.provider.callback();
  const files = resources(parts.brand);

  async function handle(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): Promise<void> {
    applySecurityHeaders(res, parts.headers);
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname !== parts.mount && !url.pathname.startsWith(`${parts.mount}/`)) {
      // Keycloak's answer for any other realm.
      sendJson(res, 404, { error: 'Realm does not exist' });
      return;
    }
    const path = url.pathname.slice(parts.mount.length) || '/';
    if (handleCors(req, res, parts.origins)) return;

    const resource = files[path];
    if (resource) {
      res.setHeader('Content-Type', resource.type);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(req.method === 'HEAD' ? undefined : resource.body);
      return;
    }
    if (path === '/protocol/openid-connect/userinfo') {
      await parts.userinfo(req, res);
      return;
    }
    const interaction = INTERACTION.exec(path);
    if (interaction?.[1]) {
      await parts.interaction(req, res, interaction[1]);
      return;
    }

    // oidc-provider derives its mount path from originalUrl minus url (see its urlFor).
    req.originalUrl = req.url;
    req.url = `${path}${url.search}`;
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
