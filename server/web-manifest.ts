import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { SandboxBrand } from './env';

export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest with the operator's brand. vite-plugin-pwa writes it at build time with
 * the product's name and colour, but the same build serves every brand (docs/stack-notes.md), so the
 * sandbox answers the manifest's path with the build's file and the brand of BRAND_* on top.
 * Icons, start URL and scope stay the build's: installability depends on them.
 */
function brandManifest(built: Record<string, unknown>, brand: SandboxBrand): Record<string, unknown> {
  return { ...built, name: brand.name, short_name: brand.shortName, theme_color: brand.colors.primary };
}

/** Undefined when the PWA has not been built: the static site answers its 404. */
export async function serveBrandManifest(c: Context, staticRoot: string, brand: SandboxBrand) {
  let text: string;
  try {
    text = await readFile(join(staticRoot, 'manifest.webmanifest'), 'utf8');
  } catch {
    return undefined;
  }
  const built = JSON.parse(text) as Record<string, unknown>;
  // Read on every request (a small file): a rebuild under a running sandbox is seen at once.
  return c.body(JSON.stringify(brandManifest(built, brand)), 200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
}
