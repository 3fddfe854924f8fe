import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { APP_ROUTES_FILE, isAppRoute } from './app-routes';

/**
 * Serves the built PWA (STATIC_DIR) with the caching the service worker and the budgets rely
 * on: hashed files under /assets/ are immutable, the entry points (index.html, sw.js, the
 * manifest) are revalidated on every load so an update is seen at once. Navigations to app
 * routes fall back to index.html; data paths and file-like paths never do, so a missing
 * chunk or API route is a real 404 instead of HTML the browser cannot use. A navigation to a
 * path that is no route of the app gets index.html too (the app draws its own 404 page) but
 * with status 404, so crawlers, monitors and links checkers see the truth.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

const ENTRY_POINTS = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);
/** Paths that belong to the server, never to the client-side router. */
const NO_FALLBACK = ['/api', '/realms', '/config', '/storage'];

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (ENTRY_POINTS.has(path) || path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** A navigation to an app route: no file extension and not a server-owned path. */
function isSpaRoute(path: string): boolean {
  if (NO_FALLBACK.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

async function findFile(root: string, path: string): Promise<Found | undefined> {
  const file = resolve(root, `.${path}`);
  // resolve() has already applied any '..': anything outside the root is not ours to serve.
  if (file !== root && !file.startsWith(`${root}${sep}`)) return undefined;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

function pickEncoding(accept: string | undefined): { name: string; suffix: string }[] {
  const encodings = (accept ?? '').toLowerCase();
  return [
    ...(encodings.includes('br') ? [{ name: 'br', suffix: '.br' }] : []),
    ...(encodings.includes('gzip') ? [{ name: 'gzip', suffix: '.gz' }] : []),
  ];
}

export interface StaticSite {
  root: string;
  /** False when the PWA has not been built: the API and identity still work. */
  hasIndex: boolean;
  serve(c: Context): Promise<Response | undefined>;
  /** index.html's text (for a page that adds its own tags), undefined when not built. */
  indexHtml(): Promise<string | undefined>;
}

/** Whether the PWA has been built into `staticDir` (main.ts says so at start-up when not). */
export function hasBuiltApp(staticDir: string): boolean {
  return existsSync(join(resolve(staticDir), 'index.html'));
}

/**
 * The router's paths the build wrote (server/app-routes.ts). Undefined for a build from before
 * the list existed: then every navigation is the app's, as it used to be.
 */
function readAppRoutes(root: string): string[] | undefined {
  const file = join(root, APP_ROUTES_FILE);
  if (!existsSync(file)) return undefined;
  const paths: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string'))
    throw new Error(`${file}: expected an array of paths`);
  return paths;
}

export function createStaticSite(staticDir: string): StaticSite {
  const root = resolve(staticDir);
  const hasIndex = hasBuiltApp(root);
  const appRoutes = readAppRoutes(root);

  async function send(c: Context, urlPath: string, found: Found, status = 200): Promise<Response> {
    const type = TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cacheControlFor(urlPath),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });

    // Precompressed siblings (file.js.br / file.js.gz) when the build produced them.
    for (const encoding of pickEncoding(c.req.header('accept-encoding'))) {
      const compressed = await findFile(root, `${urlPath}${encoding.suffix}`);
      if (compressed) {
        const body = c.req.method === 'HEAD' ? null : await readFile(compressed.file);
        return new Response(body, {
          status,
          headers: { ...headers, 'Content-Encoding': encoding.name, 'Content-Length': String(compressed.size) },
        });
      }
    }
    const body = c.req.method === 'HEAD' ? null : await readFile(found.file);
    return new Response(body, { status, headers: { ...headers, 'Content-Length': String(found.size) } });
  }

  async function serve(c: Context): Promise<Response | undefined> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return undefined;
    }
    if (path.includes('\0')) return undefined;
    const filePath = path.endsWith('/') ? `${path}index.html` : path;
    const found = await findFile(root, filePath);
    if (found) return send(c, filePath, found);
    if (!isSpaRoute(path)) return undefined;

    const index = await findFile(root, '/index.html');
    const known = appRoutes === undefined || isAppRoute(appRoutes, path);
    if (index) return send(c, '/index.html', index, known ? 200 : 404);
    return c.html(
      '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Painel de Vendas</title>' +
        '<p>O Painel de Vendas ainda não foi compilado. Rode <code>npm run build</code> (ou use <code>npm start</code>).</p></html>',
      503,
      { 'Cache-Control': 'no-store' },
    );
  }

  const indexHtml = () => readFile(join(root, 'index.html'), 'utf8').catch(() => undefined);

  return { root, hasIndex, serve, indexHtml };
}
