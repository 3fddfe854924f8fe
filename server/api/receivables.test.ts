import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoint.ts';
import { manualAdjustments, receivableAdjustments, receivableList } from '../../contract/financial.ts';
import { receivableStats } from '../../contract/financial/stats.ts';
import { addDays } from '../domain/zone.ts';
import { badRequest, expectNotFound, expectOrdered, getJson, pageAll, sqlNumber } from './list-test-helpers.ts';
import { present, withPresent } from '../testing/contract-answers.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

/** A row of the receivables list, as the contract declares it. */
type Receivable = ResponseOf<typeof receivableList>['data'][number];

let api: TestApi;
let today: string;
beforeAll(async () => {
  api = await openTestApi();
  today = api.db.seedDate;
}, SEED_TIMEOUT);
afterAll(() => api.close());

/** count and sums of merchant 1's receivables where `where`, straight from SQL. */
async function sqlTotals(where: string, params: (string | number)[] = [], merchantId = 1) {
  const [row] = await api.sql(
    `SELECT count(*)::int AS total, coalesce(sum(gross_cents), 0)::bigint::text AS gross, coalesce(sum(mdr_cents), 0)::bigint::text AS mdr,
            coalesce(sum(net_cents), 0)::bigint::text AS net
       FROM financial_receivable WHERE merchant_id = ${merchantId} AND ${where}`,
    params,
  );
  return {
    total: Number(row?.total),
    sum: { gross_amount: Number(row?.gross), mdr_amount: Number(row?.mdr), net_amount: Number(row?.net) },
  };
}

describe('seeded receivables (every row, in SQL)', () => {
  it('has one receivable per installment of each confirmed sale, adding up to its gross, MDR and net', async () => {
    expect(
      await sqlNumber(
        api,
        'SELECT count(*)::int FROM financial_receivable WHERE id <> transaction_id * 100 + n_installment',
      ),
    ).toBe(0);
    const mismatches = await sqlNumber(
      api,
      `SELECT count(*)::int FROM card_transaction t
         LEFT JOIN (SELECT merchant_id, transaction_id, count(*) AS n, sum(gross_cents) AS gross, sum(mdr_cents) AS mdr, sum(net_cents) AS net
                      FROM financial_receivable GROUP BY 1, 2) r ON r.transaction_id = t.transaction_id AND r.merchant_id = t.merchant_id
        WHERE CASE WHEN t.status = 'CONFIRMED'
                   THEN r.n IS DISTINCT FROM (CASE WHEN t.operation_id = 2 THEN t.qt_installment ELSE 1 END)
                     OR r.gross IS DISTINCT FROM t.amount_cents OR r.mdr IS DISTINCT FROM t.mdr_cents OR r.net IS DISTINCT FROM t.net_cents
                   ELSE r.n IS NOT NULL END`,
    );
    expect(mismatches).toBe(0);
    expect(await sqlNumber(api, 'SELECT count(*)::int FROM financial_receivable')).toBeGreaterThan(150_000);
  });

  it('copies the sale’s filter columns and flags paid, blocked and anticipated consistently', async () => {
    const wrong = await sqlNumber(
      api,
      `SELECT count(*)::int FROM financial_receivable r JOIN card_transaction t USING (transaction_id)
        WHERE r.merchant_id <> t.merchant_id OR r.channel_id <> t.channel_id OR r.operation_id <> t.operation_id
           OR r.card_brand_id IS DISTINCT FROM t.card_brand_id OR r.app_code IS DISTINCT FROM t.app_code
           OR r.bank_billet_id IS DISTINCT FROM t.bank_billet_id OR r.pre_paid_card <> t.pre_paid_card
           OR r.transaction_amount_cents <> t.amount_cents OR r.qt_installment <> t.qt_installment
           OR r.paid <> (NOT r.blocked AND r.settlement_date <= $1::date)
           OR r.blocked <> (r.block_type IS NOT NULL) OR r.block_type NOT BETWEEN 1 AND 23
           OR (r.blocked AND r.receivable_unit_id IS NOT NULL)
           OR (r.anticipation AND (r.blocked OR t.operation_id NOT IN (1, 2)))`,
      [today],
    );
    expect(wrong).toBe(0);
    for (const flag of ['paid', 'NOT paid', 'blocked', 'anticipation', 'settlement_date <> original_date']) {
      expect(
        await sqlNumber(api, `SELECT count(*)::int FROM financial_receivable WHERE merchant_id = 1 AND ${flag}`),
        flag,
      ).toBeGreaterThan(0);
    }
    expect(await sqlNumber(api, 'SELECT count(DISTINCT block_type)::int FROM financial_receivable')).toBeGreaterThan(
      15,
    );
  });
});

describe('GET /v1/app/financial/receivable', () => {
  it('lists 20 per page by transaction_id, with total and sum over the whole filter', async () => {
    const body = await getJson(api, receivableList, '/v1/app/financial/receivable');
    expect(body.data).toHaveLength(20);
    expect({ total: body.total, sum: body.sum }).toEqual(await sqlTotals('true'));
    expectOrdered(
      body.data.map((r) => r.transaction_id * 100 + r.n_installment),
      false,
      'transaction_id, n_installment',
    );
  });

  it('answers total and sum equal to the count and sum of every row of the filter, paged through', async () => {
    const path = `/v1/app/financial/receivable?start_date=${addDays(today, 3)}&end_date=${addDays(today, 5)}`;
    const { rows, total } = await pageAll(api, receivableList, path);
    const first = await getJson(api, receivableList, path);
    expect(rows.length).toBe(total);
    expect(first.sum).toEqual({
      gross_amount: rows.reduce((s, r) => s + r.gross_amount, 0),
      mdr_amount: rows.reduce((s, r) => s + r.mdr_amount, 0),
      net_amount: rows.reduce((s, r) => s + r.net_amount, 0),
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    expect(total).toBeGreaterThan(100);
  });

  it('filters like the same conditions written in SQL', async () => {
    const month = addDays(today, -30);
    const [unit] = await api.sql(
      'SELECT u.id, (SELECT min(r.id) FROM financial_receivable r WHERE r.receivable_unit_id = u.id) AS rid FROM receivable_unit u WHERE merchant_id = 1 ORDER BY id LIMIT 1 OFFSET 40',
    );
    const [billet] = await api.sql(
      'SELECT bank_billet_id AS b FROM financial_receivable WHERE merchant_id = 1 AND bank_billet_id IS NOT NULL LIMIT 1',
    );
    const cases: [string, string, (string | number)[]][] = [
      [`start_date=${month}&end_date=${today}`, 'settlement_date BETWEEN $1::date AND $2::date', [month, today]],
      [
        `date_type=transaction&start_date=${month}&end_date=${today}`,
        'transaction_date BETWEEN $1::date AND $2::date',
        [month, today],
      ],
      ['paid=false', 'NOT paid', []],
      ['anticipation=true', 'anticipation', []],
      ['blocked=true&block_type=1&block_type=4', 'blocked AND block_type IN (1, 4)', []],
      ['vl_transaction_min=50000&vl_transaction_max=90000', 'transaction_amount_cents BETWEEN 50000 AND 90000', []],
      ['qt_installment=10&n_installment=10', 'qt_installment = 10 AND n_installment = 10', []],
      ['channel=4&operation=2', 'channel_id = 4 AND operation_id = 2', []],
      ['card_brand=5', 'card_brand_id = 5', []],
      ['arrangement_id=1&arrangement_id=3', 'arrangement_id IN (1, 3)', []],
      [`bank_billet_id=${String(billet?.b)}`, 'bank_billet_id = $1', [Number(billet?.b)]],
      ['app_code=TAXAZERO', `app_code = 'TAXAZERO'`, []],
      ['pre_paid_card=true', 'pre_paid_card', []],
      ['transaction_id=77', 'transaction_id = 77', []],
      [`id=${String(unit?.rid)}`, 'id = $1', [Number(unit?.rid)]],
      [`receivable_unit_id=${String(unit?.id)}`, 'receivable_unit_id = $1', [Number(unit?.id)]],
    ];
    for (const [query, where, params] of cases) {
      const expected = await sqlTotals(where, params);
      const body = await getJson(api, receivableList, `/v1/app/financial/receivable?${query}&perPage=100`);
      expect({ query, total: body.total, sum: body.sum }).toEqual({ query, ...expected });
      expect(expected.total, query).toBeGreaterThan(0);
    }
  });

  it('sorts by each whitelisted key, both ways', async () => {
    const keys: [string, (r: Receivable) => string | number][] = [
      ['transaction_id', (r) => r.id],
      ['id', (r) => r.id],
      ['settlement_date', (r) => r.settlement_date],
      ['transaction_date', (r) => present(r.transaction_date, 'transaction_date')],
      ['gross_amount', (r) => r.gross_amount],
      ['mdr_amount', (r) => r.mdr_amount],
      ['net_amount', (r) => r.net_amount],
      ['transaction_amount', (r) => present(r.transaction_amount, 'transaction_amount')],
      ['n_installment', (r) => r.n_installment],
    ];
    for (const [key, value] of keys) {
      for (const desc of [false, true]) {
        const { data } = await getJson(
          api,
          receivableList,
          `/v1/app/financial/receivable?date_type=transaction&start_date=${addDays(today, -3)}&sortBy=${key}&sortDesc=${desc}&perPage=100`,
        );
        expect(data.length).toBe(100);
        expectOrdered(data.map(value), desc, key);
      }
    }
  });

  it('rejects bad parameters with one pt-BR detail per problem', async () => {
    expect(
      await badRequest(
        api,
        '/v1/app/financial/receivable?date_type=venda&paid=sim&block_type=24&n_installment=0&arrangement_id=9',
      ),
    ).toEqual([
      'date_type: Deve ser um de: settlement, transaction',
      'arrangement_id: Deve ser um de: 1, 2, 3, 4, 5, 6, 7, 8',
      'n_installment: Deve ser um número inteiro entre 1 e 12',
      'paid: Deve ser true ou false',
      'block_type: Deve ser um de: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23',
    ]);
    expect(
      await badRequest(
        api,
        '/v1/app/financial/receivable?start_date=2026-05-02&end_date=2026-05-01&vl_transaction_min=9&vl_transaction_max=8&sortBy=amount',
      ),
    ).toEqual([
      'sortBy: Deve ser um de: transaction_id, id, settlement_date, transaction_date, gross_amount, mdr_amount, net_amount, transaction_amount, n_installment',
    ]);
    expect(
      await badRequest(
        api,
        '/v1/app/financial/receivable?start_date=2026-05-02&end_date=2026-05-01&vl_transaction_min=9&vl_transaction_max=8',
      ),
    ).toEqual([
      'end_date: Deve ser maior ou igual a start_date',
      'vl_transaction_max: Deve ser maior ou igual a vl_transaction_min',
    ]);
  });

  it('labels every block reason and shows only the token’s merchant', async () => {
    const blocked = await pageAll(api, receivableList, '/v1/app/financial/receivable?blocked=true');
    expect(
      blocked.rows.every(
        (r) =>
          r.block_type !== null && typeof r.block_type_label === 'string' && r.block_type_label.length > 3 && !r.paid,
      ),
    ).toBe(true);
    const two = await getJson(api, receivableList, '/v1/app/financial/receivable', 'operador');
    expect({ total: two.total, sum: two.sum }).toEqual(await sqlTotals('true', [], 2));
    expect(two.total).toBeLessThan(2_000);
  });
});

describe('GET /v1/app/financial/receivable/stats', () => {
  interface Slice {
    count: number;
    gross_amount: number;
    net_amount: number;
  }
  const add = (slices: Slice[]) =>
    slices.reduce(
      (a, s) => ({
        count: a.count + s.count,
        gross_amount: a.gross_amount + s.gross_amount,
        net_amount: a.net_amount + s.net_amount,
      }),
      { count: 0, gross_amount: 0, net_amount: 0 },
    );

  it('agrees with the list and splits the total into paid, to receive and blocked', async () => {
    const query = `start_date=${addDays(today, -60)}&end_date=${addDays(today, 60)}`;
    const stats = withPresent(
      await getJson(api, receivableStats, `/v1/app/financial/receivable/stats?${query}`),
      'paid',
      'pending',
      'blocked',
      'anticipated',
      'by_card_brand',
      'by_block_type',
    );
    const list = await getJson(api, receivableList, `/v1/app/financial/receivable?${query}`);
    expect([stats.total, stats.sum]).toEqual([list.total, list.sum]);
    const whole = { count: stats.total, gross_amount: stats.sum.gross_amount, net_amount: stats.sum.net_amount };
    expect(add([stats.paid, stats.pending, stats.blocked])).toEqual(whole);
    expect(add(stats.by_card_brand)).toEqual(whole);
    expect(add(stats.by_block_type)).toEqual(stats.blocked);
    const anticipated = await sqlTotals(`anticipation AND settlement_date BETWEEN $1::date AND $2::date`, [
      addDays(today, -60),
      addDays(today, 60),
    ]);
    expect([stats.anticipated.count, stats.anticipated.net_amount]).toEqual([
      anticipated.total,
      anticipated.sum.net_amount,
    ]);
    expect(stats.paid.count * stats.pending.count * stats.blocked.count).toBeGreaterThan(0);
  });

  it('validates like the list, without paging', async () => {
    expect(await badRequest(api, '/v1/app/financial/receivable/stats?page=2')).toEqual([
      'page: Parâmetro desconhecido',
    ]);
  });
});

describe('manual adjustments', () => {
  it('lists them newest first with total and signed sum, filtered by day or range', async () => {
    const all = await pageAll(api, manualAdjustments, '/v1/app/financial/manualadjust');
    const first = await getJson(api, manualAdjustments, '/v1/app/financial/manualadjust');
    expect(all.total).toBe(await sqlNumber(api, 'SELECT count(*)::int FROM manual_adjustment WHERE merchant_id = 1'));
    expect(first.sum.amount).toBe(all.rows.reduce((s, a) => s + a.amount, 0));
    expect(first.data).toHaveLength(20);
    expectOrdered(
      all.rows.map((a) => a.adjustment_date),
      true,
      'adjustment_date',
    );
    expect(all.rows.every((a) => a.amount >= 0 === (a.type === 'CREDIT') && a.adjustment_date <= today)).toBe(true);
    expect(all.rows.some((a) => a.amount > 0) && all.rows.some((a) => a.amount < 0)).toBe(true);
    const day = all.rows[3]?.adjustment_date ?? '';
    const onDay = await getJson(api, manualAdjustments, `/v1/app/financial/manualadjust?date=${day}`);
    expect(onDay.data.map((a) => a.id)).toEqual(all.rows.filter((a) => a.adjustment_date === day).map((a) => a.id));
    const from = addDays(today, -90);
    const range = await getJson(
      api,
      manualAdjustments,
      `/v1/app/financial/manualadjust?start_date=${from}&end_date=${today}&perPage=100`,
    );
    expect(range.total).toBe(all.rows.filter((a) => a.adjustment_date >= from).length);
    // A few per month over 13 months.
    expect(all.total).toBeGreaterThan(30);
  });

  it('finds the adjustments of one receivable, and 404s for another merchant’s', async () => {
    const [linked] = await api.sql(
      'SELECT financial_id FROM manual_adjustment WHERE merchant_id = 1 AND financial_id IS NOT NULL LIMIT 1',
    );
    const id = Number(linked?.financial_id);
    const body = await getJson(api, receivableAdjustments, `/v1/app/financial/adjust/${id}`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((a) => a.financial_id === id)).toBe(true);
    const [plain] = await api.sql(
      'SELECT id FROM financial_receivable WHERE merchant_id = 1 AND id NOT IN (SELECT financial_id FROM manual_adjustment WHERE financial_id IS NOT NULL) LIMIT 1',
    );
    expect(await getJson(api, receivableAdjustments, `/v1/app/financial/adjust/${String(plain?.id)}`)).toEqual({
      data: [],
      total: 0,
    });
    await expectNotFound(api, '/v1/app/financial/adjust/1');
    const [two] = await api.sql('SELECT id FROM financial_receivable WHERE merchant_id = 2 LIMIT 1');
    const [one] = await api.sql('SELECT id FROM financial_receivable WHERE merchant_id = 1 LIMIT 1');
    await expectNotFound(api, `/v1/app/financial/adjust/${String(one?.id)}`, 'operador');
    await getJson(api, receivableAdjustments, `/v1/app/financial/adjust/${String(two?.id)}`, 'operador');
    await expectNotFound(api, `/v1/app/financial/adjust/${String(two?.id)}`, 'lojista');
    expect(await badRequest(api, '/v1/app/financial/manualadjust?date=ontem&perPage=0')).toEqual([
      'perPage: Deve ser um número inteiro entre 1 e 100',
      'date: Data inválida (use AAAA-MM-DD)',
    ]);
  });
});
