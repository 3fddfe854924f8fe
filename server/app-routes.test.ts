import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { appRoutesFile } from '../scripts/vite/app-routes';
import { APP_ROUTES_FILE, isAppRoute, matchesRoute, routePathsOf } from './app-routes';

const TREE = 'src/routeTree.gen.ts';

describe("the app's routes, read from TanStack's route tree", () => {
  it('lists every page a user can land on, without the layout routes', async () => {
    const paths = routePathsOf(await readFile(TREE, 'utf8'));
    expect(paths).toEqual(expect.arrayContaining(['/', '/dashboard', '/financial/transactions/', '/receipt/{-$id}']));
    expect(paths).toContain('/paylink/checkout/$urlHash/payment/card');
    expect(paths.some((path) => path.includes('_app'))).toBe(false);
    // One entry per route file that renders a page (route files minus layouts and helpers).
    expect(paths.length).toBeGreaterThanOrEqual(35);
  });

  it('refuses a tree it cannot read, instead of serving every path as unknown', () => {
    expect(() => routePathsOf('export const x = 1')).toThrow(/fullPaths/);
  });

  it('matches paths the way the router does', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/financial/transactions/', '/financial/transactions')).toBe(true);
    expect(matchesRoute('/financial/receivable_units/$id', '/financial/receivable_units/12')).toBe(true);
    expect(matchesRoute('/financial/receivable_units/$id', '/financial/receivable_units')).toBe(false);
    expect(matchesRoute('/receipt/{-$id}', '/receipt')).toBe(true);
    expect(matchesRoute('/receipt/{-$id}', '/receipt/9/')).toBe(true);
    expect(matchesRoute('/receipt/{-$id}', '/receipt/9/x')).toBe(false);
    expect(matchesRoute('/files/$', '/files/a/b')).toBe(true);
    expect(matchesRoute('/dashboard', '/dashboard/x')).toBe(false);
    expect(isAppRoute(['/dashboard', '/plans'], '/plans')).toBe(true);
    expect(isAppRoute(['/dashboard', '/plans'], '/pagina')).toBe(false);
  });

  it('is written into the build by the Vite plugin', async () => {
    const emitted: { fileName?: string; source?: unknown }[] = [];
    const plugin: Plugin = appRoutesFile(TREE);
    const hook = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
    await hook.call({ emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file) });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe(APP_ROUTES_FILE);
    expect(JSON.parse(String(emitted[0]?.source))).toEqual(routePathsOf(await readFile(TREE, 'utf8')));
  });
});
