import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { APP_ROUTES_FILE, routePathsOf } from '../../server/app-routes';

/**
 * Writes the router's paths (server/app-routes.ts) into the build as `app-routes.json`, so the
 * sandbox answers 404 for any other path. Read at the end of the build: TanStack's plugin has
 * regenerated the route tree by then.
 */
export function appRoutesFile(routeTree: string): Plugin {
  return {
    name: 'portal:app-routes',
    apply: 'build',
    async generateBundle() {
      const paths = routePathsOf(await readFile(routeTree, 'utf8'));
      this.emitFile({ type: 'asset', fileName: APP_ROUTES_FILE, source: `${JSON.stringify(paths, null, 2)}\n` });
    },
  };
}
