import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract/index.ts';
import { openTestApi, type TestApi } from './test-helpers.ts';

/**
 * The sandbox serves exactly the contract (decision 028): every declared call is registered, and
 * nothing is registered that the contract does not declare — in strict mode, not the extras either.
 */

let api: TestApi;
let strict: TestApi;
beforeAll(async () => {
  api = await openTestApi();
  strict = await openTestApi({ strictContract: true });
});
afterAll(async () => {
  await api?.close();
  await strict?.close();
});

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
/** 'GET /v1/app/paylink/:id' for each handler the app registered (middlewares are 'ALL'). */
const served = (app: TestApi['app']) =>
  new Set(
    app.routes
      .filter((route) => route.method !== 'ALL' && route.path !== '/openapi.json')
      .map((route) => `${route.method} ${route.path}`),
  );

describe('the sandbox registers its routes from the contract', () => {
  it('serves every declared call and nothing else', () => {
    const declared = ENDPOINTS.map((e) => `${e.method} ${honoPath(e.path)}`);
    const routes = served(api.app);
    expect(declared.filter((call) => !routes.has(call))).toEqual([]);
    expect([...routes].filter((call) => !declared.includes(call))).toEqual([]);
  });

  it('leaves the extras and the optional capabilities out in strict mode', () => {
    const declared = ENDPOINTS.filter((e) => !e.extra && !e.capability).map((e) => `${e.method} ${honoPath(e.path)}`);
    const routes = served(strict.app);
    expect(declared.filter((call) => !routes.has(call))).toEqual([]);
    expect([...routes].filter((call) => !declared.includes(call))).toEqual([]);
  });
});
