import { afterAll, beforeAll } from 'vitest';
import type { Endpoint } from '../../contract/endpoint.ts';
import { refundCreate } from '../../contract/refunds.ts';
import { insertLiveSale, type LiveSale } from '../db/queries/live-sales.ts';
import { moneyTransaction } from '../services/money-transaction.ts';
import { BRAND, OPERATION } from '../../contract/codes/lookups.ts';
import { addDays, startOfDay } from '../domain/zone.ts';
import { answerOf, requestInit, tokenCache, type Answer } from '../testing/contract-answers.ts';
import { openTestApi, SEED_TIMEOUT, USERS, type TestApi } from './test-helpers.ts';

/** The refund tests' callers: the demo users with the acting role, and without it. */
const withRole = <U extends { realm_access: { roles: string[] } }>(user: U) => ({
  ...user,
  realm_access: { roles: [...user.realm_access.roles, 'sales_refund'] },
});
const REFUNDERS = {
  lojista: withRole(USERS.lojista),
  vendedor: withRole(USERS.vendedor),
  /** lojista's token as it was before issue 23: no sales_refund. */
  lojistaSemPapel: USERS.lojista,
  /** bypass_permission only: it sees sales but may not act on money. */
  suporte: USERS.suporte,
} as const;
export type Refunder = keyof typeof REFUNDERS;

export interface RefundCalls {
  api: () => TestApi;
  /** `path` (an address of `declared`, with its query) as `opts.as`; the answer read through `declared`. */
  call<E extends Endpoint>(
    declared: E,
    path: string,
    opts?: { as?: Refunder; body?: unknown; key?: string },
  ): Promise<Answer<E>>;
  refund(id: number, body: unknown, key: string, as?: Refunder): Promise<Answer<typeof refundCreate>>;
  /** A live sale of merchant 1 (or `merchantId`) at `at`, with its receivables; its id. */
  sale(sale: Partial<LiveSale> & { at: Date }): Promise<number>;
  /** The instant `hh:mm` São Paulo time, `days` days from the data's today (negative: before). */
  spAt(days: number, hh: number, mm?: number): Date;
  sql(statement: string, params?: (string | number)[]): Promise<Record<string, unknown>[]>;
}

/** A test file's own seeded API (opened before its tests, closed after) and the refund calls on it. */
export function useRefundApi(opts: { strictContract?: boolean } = {}): RefundCalls {
  let opened: TestApi | undefined;
  beforeAll(async () => {
    opened = await openTestApi(opts);
  }, SEED_TIMEOUT);
  afterAll(async () => opened?.close());
  const api = () => {
    if (!opened) throw new Error('useRefundApi: the API is opened in beforeAll');
    return opened;
  };
  const token = tokenCache((as: Refunder) => api().keys.sign(REFUNDERS[as]));
  const call: RefundCalls['call'] = async (declared, path, { as = 'lojista', body, key } = {}) => {
    const init = requestInit(declared.method, { token: await token(as), body, key });
    return answerOf(declared, path, await api().app.request(path, init));
  };
  return {
    api,
    call,
    refund: (id, body, key, as = 'lojista') =>
      call(refundCreate, `/v1/app/transaction/${id}/refund`, { as, body, key }),
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
