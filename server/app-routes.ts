/**
 * The PWA's own addresses, as the server needs them to answer 404 for any other path (while
 * still sending the app's HTML, so the app draws its 404 page). They come from TanStack's
 * generated route tree (`src/routeTree.gen.ts`) at build time: the build writes them to
 * `app-routes.json` beside index.html (scripts/vite/app-routes.ts), so a new route file is
 * served as soon as it is built, with no list to keep by hand.
 */
export const APP_ROUTES_FILE = 'app-routes.json';

/**
 * The `fullPaths` union of the generated `FileRouteTypes`: every route a user can land on,
 * layout-only routes (`_app`) already left out, index routes with their trailing slash.
 */
export function routePathsOf(routeTreeSource: string): string[] {
  const block = /\n\s*fullPaths:\s*\n?([\s\S]*?)\n\s*fileRoutesByTo:/.exec(routeTreeSource)?.[1];
  if (block === undefined) throw new Error('routeTree.gen.ts: no fullPaths union found');
  const paths = [...block.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
  if (paths.length === 0) throw new Error('routeTree.gen.ts: the fullPaths union is empty');
  return paths;
}

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * Whether `pathname` is one of `patterns` in TanStack's syntax: `$name` is one non-empty
 * segment, `{-$name}` an optional one, a lone `$` the rest of the path. A trailing slash is
 * ignored, as the router does.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const parts = segments(pathname);
  const walk = (i: number, j: number): boolean => {
    if (i === wanted.length) return j === parts.length;
    const segment = wanted[i] ?? '';
    if (segment === '$') return true;
    if (/^\{-\$\w+\}$/.test(segment)) return walk(i + 1, j) || (j < parts.length && walk(i + 1, j + 1));
    if (j === parts.length) return false;
    const part = parts[j] ?? '';
    if (segment.startsWith('$')) return walk(i + 1, j + 1);
    return segment === part && walk(i + 1, j + 1);
  };
  return walk(0, 0);
}

export function isAppRoute(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => matchesRoute(pattern, pathname));
}
