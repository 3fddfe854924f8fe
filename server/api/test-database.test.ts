import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

// The API tests run twice in CI: on PGlite (`npm test`) and on PostgreSQL (`npm run
// test:postgres`, which sets TEST_DATABASE_URL). This proves the second pass is really a second
// driver, not PGlite again under another name.
let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
}, SEED_TIMEOUT);
afterAll(async () => api?.close());

it('opens the API tests’ database on the driver the run asks for, as a private copy', async () => {
  const onServer = Boolean(process.env.TEST_DATABASE_URL);
  expect(api.db.kind).toBe(onServer ? 'postgres' : 'pglite');
  const [row] = await api.sql('SELECT current_database() AS name, count(*)::int AS sales FROM card_transaction');
  if (onServer) expect(row?.name).toMatch(/^painel_test_\d+_\d+$/);
  expect(row?.sales).toBeGreaterThan(95_000);
});
