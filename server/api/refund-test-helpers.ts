import { afterAll, beforeAll } from 'vitest';
import { insertLiveSale, type LiveSale } from '../db/queries/live-sales.ts';
import { moneyTransaction } from '../services/money-transaction.ts';
import { BRAND, OPERATION } from '../domain/codes.ts';
import { addDays, startOfDay } from '../domain/zone.ts';
import { openTestApi, SEED_TIMEOUT, USERS, type TestApi } from './test-helpers.ts';

/** The refund tests' callers: the demo users with the acting role, and without it. */
const withRole = <U extends { realm_access: { roles: string[] } }>(user: U) => ({
  ...user,
  realm_access: { roles: [...user.realm_access.roles, 'sales_refund'] },
});
export const REFUNDERS = {
  lojista: withRole(USERS.lojista),
  vendedor: withRole(USERS.vendedor),
  /** lojista's token as it was before issue 23: no sales_refund. */
  lojistaSemPapel: USERS.lojista,
  /** bypass_permission only: it sees sales but may not act on money. */
  suporte: USERS.suporte,
} as const;
export type Refunder = keyof typeof REFUNDERS;

// The answers are read field by field, as docs/api.md describes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };

export interface RefundCalls {
  api: () => TestApi;
  call(method: string, path: string, opts?: { as?: Refunder; body?: unknown; key?: string }): Promise<Answer>;
  refund(id: number, body: unknown, key: string, as?: Refunder): Promise<Answer>;
  /** A live sale of merchant 1 (or `merchantId`) at `at`, with its receivables; its id. */
  sale(sale: Partial<LiveSale> & { at: Date }): Promise<number>;
  /** The instant `hh:mm` São Paulo time, `days` days from the data's today (negative: before). */
  spAt(days: number, hh: number, mm?: number): Date;
  sql(statement: string, params?: (string | number)[]): Promise<Record<string, unknown>[]>;
}

/** A test file's own seeded API (opened before its tests, closed after) and the refund calls on it. */
export function useRefundApi(opts: { strictContract?: boolean } = {}): RefundCalls {
  let opened: TestApi | undefined;
  const tokens = new Map<Refunder, string>();
  beforeAll(async () => {
    opened = await openTestApi(opts);
  }, SEED_TIMEOUT);
  afterAll(async () => opened?.close());
  const api = () => {
    if (!opened) throw new Error('useRefundApi: the API is opened in beforeAll');
    return opened;
  };
  const call: RefundCalls['call'] = async (method, path, { as = 'lojista', body, key } = {}) => {
    const token = tokens.get(as) ?? (await api().keys.sign(REFUNDERS[as]));
    tokens.set(as, token);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (key !== undefined) headers['Idempotency-Key'] = key;
    const res = await api().app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    api,
    call,
    refund: (id, body, key, as = 'lojista') => call('POST', `/v1/app/transaction/${id}/refund`, { as, body, key }),
    sale: async (s) => {
      // Recorded as of the data's today: a sale of an earlier day has its installments up to
      // today paid, in payments already paid out (live-sales.ts `today`).
      const row = await moneyTransaction(api().db.orm, s.merchantId ?? 1, ({ tx }) =>
        insertLiveSale(tx, {
          merchantId: 1,
          method: 'CARD',
          status: 'CONFIRMED',
          amountCents: 30_000,
          installments: 1,
          brandId: BRAND.VISA,
          bin: '411111',
          last4: '1111',
          today: api().db.seedDate,
          ...s,
        }),
      );
      return row.transaction_id;
    },
    spAt: (days, hh, mm = 0) =>
      new Date(startOfDay(addDays(api().db.seedDate, days)).getTime() + (hh * 60 + mm) * 60_000),
    sql: (statement, params = []) => api().sql(statement, params),
  };
}

export { OPERATION };
