import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { buildConfigDocument } from './config-document';
import { countAnswer } from './background';
import type { Env } from './env';
import { checkoutAssets, firstPaintHtml, withFirstPaint } from './link-first-paint';
import { withPreview, type FindLinkPreview } from './link-preview';
import { framableBy, securityHeaders } from './security-headers';
import { createStaticSite, type StaticSite } from './static';
import { MANIFEST_PATH, serveBrandManifest } from './web-manifest';

/**
 * The sandbox's one HTTP server: `/realms/*` goes to the identity server (a plain Node
 * handler, since oidc-provider is a Koa app), everything else to a Hono app with `/config`,
 * the `/api` app and the built PWA.
 */
export interface HttpServerOptions {
  env: Env;
  identity: { callback: (req: IncomingMessage, res: ServerResponse) => void };
  apiApp: Hono;
  staticDir: string;
  /** A shared link's preview tags (server/link-preview.ts); without it the plain page. */
  linkPreview?: FindLinkPreview;
  /** Web Push's VAPID public key (server/push/vapid-keys.ts): `/config` offers notifications with it. */
  vapidPublicKey?: string;
}

function withHeaders(headers: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

/** public/silent-check-sso.html: keycloak-js's `silentCheckSsoRedirectUri`. */
const SILENT_CHECK_SSO_PATH = '/silent-check-sso.html';

const VARY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * `Vary: Accept-Encoding` on JSON answers, set on the answer's own headers before compress()
 * looks: compress() adds it to every answer it could compress (all JSON, gzip asked for or not)
 * through c.header(), which rebuilds an answer that already exists as a stream — a second
 * Response and the slow write path for every API call. With the header in place it leaves the
 * answer alone unless it compresses it; the header is the one compress() would write.
 */
const varyOnJson: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (c.req.method === 'HEAD' || !headers.get('Content-Type')?.startsWith('application/json')) return;
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && VARY_ENCODING.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};

export function createWebApp(options: Omit<HttpServerOptions, 'identity'>, site: StaticSite): Hono {
  const { env } = options;
  const config = buildConfigDocument(env, options.vapidPublicKey);
  const app = new Hono();

  const headers = securityHeaders({
    identityOrigin: new URL(env.publicUrl).origin,
    https: env.publicUrl.startsWith('https:'),
  });
  app.use('*', withHeaders(headers));
  // The silent sign-in's way back is shown in a hidden frame of the portal itself, and only there.
  // Registered after '*': its headers are set first, and withHeaders never overwrites one.
  app.use(SILENT_CHECK_SSO_PATH, withHeaders(framableBy(headers, ["'self'"])));
  // Gzip for responses without a precompressed file (API JSON, index.html); skips small bodies.
  app.use('*', compress());
  app.use('*', varyOnJson);

  app.get('/config', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(config);
  });

  app.get(MANIFEST_PATH, async (c) => (await serveBrandManifest(c, site.root, env.brand)) ?? (await site.serve(c)));

  // docs/stack-notes.md: /api never lands in a cache, whatever the route forgot to say.
  app.use('/api/*', withHeaders({ 'Cache-Control': 'no-store' }));
  app.route('/api', options.apiApp);
  app.all('/api', (c) => c.json({ message: 'Registro não encontrado.' }, 404));
  app.all('/api/*', (c) => c.json({ message: 'Registro não encontrado.' }, 404));

  const notFound = (c: Context) => c.text('Não encontrado.', 404, { 'Cache-Control': 'no-cache' });
  const { linkPreview } = options;
  if (linkPreview) {
    // A shared link's page carries its preview (title, Open Graph): crawlers run no script.
    app.get('/paylink/checkout/:hash', async (c) => {
      const preview = await linkPreview(c.req.param('hash')).catch((error: unknown) => {
        console.error('sandbox: link preview failed', error);
        return undefined;
      });
      const html = preview && (await site.indexHtml());
      if (!preview || html === undefined) return (await site.serve(c)) ?? notFound(c);
      const assets = preview.paint && (await checkoutAssets(site.root));
      const page = withPreview(html, preview);
      return c.html(
        preview.paint && assets ? withFirstPaint(page, firstPaintHtml(preview.paint, env.brand), assets) : page,
        200,
        { 'Cache-Control': 'no-cache' },
      );
    });
  }

  app.all('*', async (c) => (await site.serve(c)) ?? notFound(c));

  app.onError((error, c) => {
    console.error('sandbox: request failed', c.req.method, c.req.path, error);
    return c.req.path.startsWith('/api/')
      ? c.json({ message: 'Erro interno do servidor.' }, 500)
      : c.text('Erro interno do servidor.', 500);
  });
  return app;
}

function isIdentityPath(url: string | undefined): boolean {
  return url !== undefined && (url === '/realms' || url.startsWith('/realms/') || url.startsWith('/realms?'));
}

export function createHttpServer(options: HttpServerOptions): Server {
  const listener = getRequestListener(createWebApp(options, createStaticSite(options.staticDir)).fetch);
  return createServer((req, res) => {
    countAnswer(req, res); // exports and uploads step aside while others are answered
    if (isIdentityPath(req.url)) options.identity.callback(req, res);
    else void listener(req, res);
  });
}
