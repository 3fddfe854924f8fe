import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint.ts';
import { arrangementList, blockTypeList, effectOperationList, effectTypeList } from '../../contract/lookups.ts';
import { transactionDetail } from '../../contract/transactions.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

/** Issue 12 §1: SANDBOX_STRICT_CONTRACT=1 serves only requirements §7's and the issues' calls. */
let strict: TestApi;
let full: TestApi;
beforeAll(async () => {
  strict = await openTestApi({ strictContract: true });
  full = await openTestApi();
}, SEED_TIMEOUT * 2);
afterAll(async () => Promise.all([strict?.close(), full?.close()]));

const EXTRAS = [blockTypeList, arrangementList, effectTypeList, effectOperationList];

describe('strict contract mode', () => {
  it("answers 404 for the sandbox's extra calls, which the full sandbox serves", async () => {
    const [sale] = await full.sql('SELECT transaction_id AS id FROM card_transaction WHERE merchant_id = 1 LIMIT 1');
    expect([...EXTRAS, transactionDetail].every((declared) => declared.extra)).toBe(true);
    const paths = [...EXTRAS.map((declared) => declared.path), pathOf(transactionDetail, { id: Number(sale?.id) })];
    for (const path of paths) {
      expect([path, (await full.get(path)).status]).toEqual([path, 200]);
      const res = await strict.get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it("keeps every §7 call under /v1/app/transaction (stats, export, the list's sale by id)", async () => {
    const [sale] = await strict.sql('SELECT transaction_id AS id FROM card_transaction WHERE merchant_id = 1 LIMIT 1');
    const id = String(sale?.id);
    const one = await strict.get(`/v1/app/transaction?transaction_id=${id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { total: number }).total).toBe(1);
    const day = strict.db.seedDate;
    expect((await strict.get(`/v1/app/transaction/stats?date_ini=${day}&date_end=${day}`)).status).toBe(200);
    expect((await strict.get(`/v1/app/financial/receivable?transaction_id=${id}`)).status).toBe(200);
  });

  it("lists only requirements §5's operations and card brands (no Pix, no App Taxa Zero)", async () => {
    const ids = async (api: TestApi, path: string) =>
      ((await (await api.get(path)).json()) as { id: number }[]).map((row) => row.id);
    expect(await ids(strict, '/v1/operation')).toEqual([0, 1, 2, 17]);
    expect(await ids(strict, '/v1/card_brand')).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(full, '/v1/operation')).toEqual(expect.arrayContaining([0, 1, 2, 17, 18]));
  });

  it('answers only the fields the portal requires (contract/merchant.ts, contract/transactions.ts)', async () => {
    const keys = async (api: TestApi, path: string) => {
      const body = (await (await api.get(path)).json()) as { data: Record<string, unknown>[] };
      return Object.keys(body.data[0] ?? {}).sort();
    };
    expect(await keys(strict, '/v1/app/terminal')).toEqual(['id', 'model', 'serial_number', 'status']);
    expect(await keys(full, '/v1/app/terminal')).toContain('month_amount');
    const sale = await keys(strict, '/v1/app/transaction?perPage=1');
    expect(sale).toContain('amount');
    expect(sale).not.toContain('mdr');
    expect(await keys(full, '/v1/app/transaction?perPage=1')).toContain('mdr');
  });
});
