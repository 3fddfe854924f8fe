import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoint.ts';
import { salesPlanList } from '../../contract/merchant.ts';
import { transactionDetail, transactionList } from '../../contract/transactions.ts';
import { settlementDate } from '../domain/settlement.ts';
import { addDays } from '../domain/zone.ts';
import { badRequest, expectNotFound, expectOrdered, getJson, pageAll, sqlNumber } from './list-test-helpers.ts';
import { present } from '../testing/contract-answers.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

/** A row of the sales list, as the contract declares it. */
type Transaction = ResponseOf<typeof transactionList>['data'][number];

let api: TestApi;
let today: string;
beforeAll(async () => {
  api = await openTestApi();
  today = api.db.seedDate;
}, SEED_TIMEOUT);
afterAll(() => api.close());

const SP_DAY = `(payment_date AT TIME ZONE 'America/Sao_Paulo')::date`;
const count = (where: string, params: (string | number)[] = []) =>
  sqlNumber(api, `SELECT count(*)::int FROM card_transaction WHERE merchant_id = 1 AND ${where}`, params);
/** A value that exists in merchant 1's sales, to filter by. */
const sample = async (column: string, where = 'true') =>
  String(
    (
      await api.sql(
        `SELECT ${column} AS v FROM card_transaction WHERE merchant_id = 1 AND ${column} IS NOT NULL AND ${where} ORDER BY transaction_id LIMIT 1 OFFSET 500`,
      )
    )[0]?.v,
  );

describe('GET /v1/app/transaction', () => {
  it('lists 10 per page, newest first, with every field of requirements §3 and cents', async () => {
    const body = await getJson(api, transactionList, '/v1/app/transaction');
    expect(body.data).toHaveLength(10);
    expect(body.total).toBe(await count('true'));
    expectOrdered(
      body.data.map((t) => Date.parse(t.payment_date)),
      true,
      'payment_date',
    );
    const keys = [
      'transaction_id',
      'nsu',
      'nsu_acquirer',
      'authorization_number',
      'terminal',
      'serial_number',
      'channel',
      'operation',
      'card_brand',
      'status',
      'ecommerce_order',
      'ecommerce_customer',
      'bank_billet_id',
      'app_code',
      'pre_paid_card',
      'payment_date',
    ];
    for (const key of keys) expect(body.data[0]).toHaveProperty(key);
    for (const t of body.data) {
      expect(t.net_amount).toBe(t.amount - present(t.mdr_amount, 'mdr_amount'));
      expect(t.payment_date).toMatch(/-03:00$/);
      if (t.card_bin) expect(t.card_number).toMatch(new RegExp(`^${t.card_bin}\\*{5,6}${t.card_last4}$`));
    }
  });

  it('filters like the same conditions written in SQL', async () => {
    const nsu = await sample('nsu');
    const nsuAcquirer = await sample('nsu_acquirer');
    const authorization = await sample('authorization_number');
    const serial = await sample('serial_number', 'terminal_id = 3');
    const billet = await sample('bank_billet_id');
    const sale = await sample('transaction_id');
    const order = (await sample('ecommerce_order')).slice(0, 8);
    const week = addDays(today, -6);
    const cases: [string, string, (string | number)[]][] = [
      [`start_date=${week}&end_date=${today}`, `${SP_DAY} BETWEEN $1::date AND $2::date`, [week, today]],
      ['status=CANCELLED&status=DENIED', `status IN ('CANCELLED', 'DENIED')`, []],
      ['operation=0', 'operation_id = 0', []],
      ['operation=17&operation=1', 'operation_id IN (17, 1)', []],
      // Requirements §5's 'Crédito Parcelado' sends operations 2 to 10.
      [Array.from({ length: 9 }, (_, i) => `operation=${i + 2}`).join('&'), 'operation_id BETWEEN 2 AND 10', []],
      ['card_brand=4&card_brand=5', 'card_brand_id IN (4, 5)', []],
      ['channel=3', 'channel_id = 3', []],
      ['vl_transaction_min=10000&vl_transaction_max=20000', 'amount_cents BETWEEN 10000 AND 20000', []],
      ['qt_installment=12', 'qt_installment = 12', []],
      [`nsu=${nsu}`, 'nsu = $1', [nsu]],
      [`nsu_acquirer=${nsuAcquirer}`, 'nsu_acquirer = $1', [nsuAcquirer]],
      [`authorization_number=${authorization.toLowerCase()}`, 'authorization_number = $1', [authorization]],
      ['terminal=3', 'terminal_id = 3', []],
      [`serial_number=${serial}`, 'serial_number = $1', [serial]],
      ['app_code=TAPTOPAY', `app_code = 'TAPTOPAY'`, []],
      [`ecommerce_order=${order.toLowerCase()}`, 'ecommerce_order ILIKE $1', [`${order}%`]],
      ['ecommerce_customer=SILVA', `ecommerce_customer ILIKE '%silva%'`, []],
      [`bank_billet_id=${billet}`, 'bank_billet_id = $1', [Number(billet)]],
      ['pre_paid_card=true', 'pre_paid_card', []],
      [`transaction_id=${sale}`, 'transaction_id = $1', [Number(sale)]],
      [
        `status=CONFIRMED&operation=2&card_brand=2&start_date=${week}&end_date=${today}&vl_transaction_min=5000`,
        `status = 'CONFIRMED' AND operation_id = 2 AND card_brand_id = 2 AND ${SP_DAY} BETWEEN $1::date AND $2::date AND amount_cents >= 5000`,
        [week, today],
      ],
    ];
    for (const [query, where, params] of cases) {
      const expected = await count(where, params);
      const body = await getJson(api, transactionList, `/v1/app/transaction?${query}&perPage=100`);
      expect([query, body.total]).toEqual([query, expected]);
      expect(expected, query).toBeGreaterThan(0);
      expect(body.data.length).toBe(Math.min(100, expected));
    }
  });

  it('returns rows that satisfy the filter, each of them', async () => {
    const { rows, total } = await pageAll(
      api,
      transactionList,
      `/v1/app/transaction?card_brand=4&operation=2&qt_installment=3&pre_paid_card=false`,
    );
    expect(rows).toHaveLength(total);
    expect(
      rows.every((t) => t.card_brand?.id === 4 && t.operation.id === 2 && t.qt_installment === 3 && !t.pre_paid_card),
    ).toBe(true);
    expect(new Set(rows.map((t) => t.transaction_id)).size).toBe(total);
  });

  it("filters Pix sales by their operation (18, the Operação filter's 'Pix'): every row a Pix sale", async () => {
    const { rows, total } = await pageAll(api, transactionList, '/v1/app/transaction?operation=18');
    expect(total).toBe(await count('operation_id = 18'));
    expect(total).toBeGreaterThan(0);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((t) => `${t.operation.id} ${t.operation.operation_name}`))).toEqual(new Set(['18 Pix']));
    // With the other operations, Pix sales are among them, and nothing else is.
    const both = await getJson(api, transactionList, '/v1/app/transaction?operation=18&operation=0&perPage=1');
    expect(both.total).toBe(await count('operation_id IN (18, 0)'));
  });

  it('pages without gaps or overlaps, and answers an empty page past the end', async () => {
    const ten = await getJson(api, transactionList, '/v1/app/transaction?perPage=10&status=DENIED');
    const second = await getJson(api, transactionList, '/v1/app/transaction?perPage=5&page=2&status=DENIED');
    expect(second.data.map((t) => t.transaction_id)).toEqual(ten.data.slice(5).map((t) => t.transaction_id));
    const past = await getJson(
      api,
      transactionList,
      `/v1/app/transaction?status=DENIED&perPage=100&page=${Math.ceil(ten.total / 100) + 1}`,
    );
    expect([past.data, past.total]).toEqual([[], ten.total]);
  });

  it('sorts by each whitelisted key, both ways, with the id as tie-breaker', async () => {
    const keys: [string, (t: Transaction) => string | number][] = [
      ['payment_date', (t) => Date.parse(t.payment_date)],
      ['transaction_id', (t) => t.transaction_id],
      ['amount', (t) => t.amount],
      ['mdr_amount', (t) => present(t.mdr_amount, 'mdr_amount')],
      ['net_amount', (t) => present(t.net_amount, 'net_amount')],
      ['qt_installment', (t) => present(t.qt_installment, 'qt_installment')],
      ['status', (t) => t.status],
      ['nsu', (t) => t.nsu ?? ''],
      ['card_brand', (t) => t.card_brand?.id ?? 0],
      ['operation', (t) => t.operation.id],
      ['channel', (t) => t.channel.id],
    ];
    const week = `start_date=${addDays(today, -6)}&end_date=${today}`;
    for (const [key, value] of keys) {
      for (const desc of [false, true]) {
        const { data } = await getJson(
          api,
          transactionList,
          `/v1/app/transaction?${week}&sortBy=${key}&sortDesc=${desc}&perPage=100`,
        );
        expectOrdered(data.map(value), desc, key);
        // Equal keys: ids in the same direction.
        for (let i = 1; i < data.length; i++) {
          const [a, b] = [data[i - 1] as Transaction, data[i] as Transaction];
          if (value(a) === value(b))
            expect(desc ? a.transaction_id > b.transaction_id : a.transaction_id < b.transaction_id, key).toBe(true);
        }
      }
    }
  });

  it('rejects bad parameters with one pt-BR detail per problem', async () => {
    expect(await badRequest(api, '/v1/app/transaction?page=0&perPage=101&sortBy=foo&sortDesc=sim')).toEqual([
      'page: Deve ser um número inteiro maior ou igual a 1',
      'perPage: Deve ser um número inteiro entre 1 e 100',
      'sortBy: Deve ser um de: payment_date, transaction_id, amount, mdr_amount, net_amount, qt_installment, status, nsu, card_brand, operation, channel',
      'sortDesc: Deve ser true ou false',
    ]);
    expect(
      await badRequest(api, '/v1/app/transaction?status=CONFIRMED&status=PAGO&operation=11&card_brand=9&channel=0'),
    ).toEqual([
      'status: Deve ser um de: CONFIRMED, CANCELLED, DENIED, PENDING, IN_ANALISYS, PRE_AUTHORIZED, PARTIAL_CAPTURED, REFUNDED',
      'operation: Deve ser um de: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 18',
      'card_brand: Deve ser um de: 1, 2, 3, 4, 5, 6',
      'channel: Deve ser um de: 1, 2, 3, 4, 5',
    ]);
    expect(
      await badRequest(
        api,
        '/v1/app/transaction?start_date=2026-02-30&end_date=21/11/2026&vl_transaction_min=-1&qt_installment=13',
      ),
    ).toEqual([
      'start_date: Data inválida (use AAAA-MM-DD)',
      'end_date: Data inválida (use AAAA-MM-DD)',
      'vl_transaction_min: Deve ser um valor em centavos: número inteiro, sem negativos',
      'qt_installment: Deve ser um número inteiro entre 0 e 12',
    ]);
    expect(
      await badRequest(
        api,
        '/v1/app/transaction?start_date=2026-03-10&end_date=2026-03-01&vl_transaction_min=500&vl_transaction_max=100',
      ),
    ).toEqual([
      'end_date: Deve ser maior ou igual a start_date',
      'vl_transaction_max: Deve ser maior ou igual a vl_transaction_min',
    ]);
    expect(await badRequest(api, '/v1/app/transaction?amount_min=1&nsu=1&nsu=2&pre_paid_card=1')).toEqual([
      'nsu: Informe um único valor',
      'pre_paid_card: Deve ser true ou false',
      'amount_min: Parâmetro desconhecido',
    ]);
  });

  it('treats empty parameters as absent', async () => {
    const all = await getJson(api, transactionList, '/v1/app/transaction?status=DENIED');
    expect((await getJson(api, transactionList, '/v1/app/transaction?status=DENIED&nsu=&start_date=')).total).toBe(
      all.total,
    );
  });

  it("shows only the token's merchant", async () => {
    const body = await getJson(api, transactionList, '/v1/app/transaction?perPage=100', 'operador');
    expect(body.total).toBe(await sqlNumber(api, 'SELECT count(*)::int FROM card_transaction WHERE merchant_id = 2'));
    const ids = body.data.map((t) => t.transaction_id);
    expect(
      await sqlNumber(
        api,
        `SELECT count(*)::int FROM card_transaction WHERE merchant_id <> 2 AND transaction_id = ANY($1::int[])`,
        [`{${ids.join(',')}}`],
      ),
    ).toBe(0);
  });

  it('shows a write made outside this process in the next page of a cached list (decision 020)', async () => {
    const path = '/v1/app/transaction?status=CONFIRMED&page=1&perPage=10';
    const before = await getJson(api, transactionList, path);
    // The second call pages the cached order in one statement, which also reads the version.
    expect(await getJson(api, transactionList, path)).toEqual(before);
    const [first, second] = before.data;
    // As another sandbox process would write: straight in the database, whose trigger bumps the
    // merchant's list version; this process's cache is told nothing.
    const setStatus = (status: string) =>
      api.sql(`UPDATE card_transaction SET status = $1 WHERE merchant_id = 1 AND transaction_id = $2`, [
        status,
        first?.transaction_id ?? 0,
      ]);
    await setStatus('CANCELLED');
    try {
      const after = await getJson(api, transactionList, path);
      expect(after.total).toBe(before.total - 1);
      expect(after.data[0]).toEqual(second);
    } finally {
      await setStatus('CONFIRMED');
    }
    expect(await getJson(api, transactionList, path)).toEqual(before);
  });
});

describe('GET /v1/app/transaction/{id}', () => {
  it('returns a sale with its receivables, which add up to its net', async () => {
    const id = await sqlNumber(
      api,
      `SELECT transaction_id FROM card_transaction WHERE merchant_id = 1 AND status = 'CONFIRMED' AND qt_installment = 6 ORDER BY transaction_id LIMIT 1`,
    );
    const sale = await getJson(api, transactionDetail, `/v1/app/transaction/${id}`);
    expect(sale.transaction_id).toBe(id);
    expect(sale.receivables.map((r) => r.n_installment)).toEqual([1, 2, 3, 4, 5, 6]);
    const total = (key: 'gross_amount' | 'mdr_amount' | 'net_amount') =>
      sale.receivables.reduce((s, r) => s + r[key], 0);
    expect([total('gross_amount'), total('mdr_amount'), total('net_amount')]).toEqual([
      sale.amount,
      sale.mdr_amount,
      sale.net_amount,
    ]);
    const denied = await sqlNumber(
      api,
      `SELECT transaction_id FROM card_transaction WHERE merchant_id = 1 AND status = 'DENIED' LIMIT 1`,
    );
    expect((await getJson(api, transactionDetail, `/v1/app/transaction/${denied}`)).receivables).toEqual([]);
  });

  it("answers 404 for another merchant's sale, both ways, and 400 for a bad id", async () => {
    const two = await sqlNumber(api, 'SELECT transaction_id FROM card_transaction WHERE merchant_id = 2 LIMIT 1');
    const one = await sqlNumber(api, 'SELECT transaction_id FROM card_transaction WHERE merchant_id = 1 LIMIT 1');
    await expectNotFound(api, `/v1/app/transaction/${two}`, 'lojista');
    await expectNotFound(api, `/v1/app/transaction/${one}`, 'operador');
    await getJson(api, transactionDetail, `/v1/app/transaction/${two}`, 'operador');
    await expectNotFound(api, '/v1/app/transaction/999999999');
    expect(await badRequest(api, '/v1/app/transaction/abc')).toEqual(['id: Deve ser um número inteiro positivo']);
  });
});

describe('POST /v1/app/transaction/simulate', () => {
  interface Simulation {
    sale_date: string;
    mdr: number;
    mdr_amount: number;
    net_amount: number;
    holder_fee: { mdr: number; amount: number } | null;
    sales_plan: { id: number };
    receivables: {
      n_installment: number;
      settlement_date: string;
      gross_amount: number;
      mdr_amount: number;
      net_amount: number;
    }[];
  }
  const simulate = async (body: unknown, user: 'lojista' | 'operador' = 'lojista') => {
    const token = await api.keys.sign({
      sub: 'x',
      merchant_id: user === 'lojista' ? 1 : 2,
      realm_access: { roles: ['sales_access'] },
    });
    return api.app.request('/v1/app/transaction/simulate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  };

  it('prices a seeded sale exactly as the seed did: MDR, net and every installment', async () => {
    const [sale] = await api.sql(
      `SELECT transaction_id, amount_cents, mdr_cents, net_cents, card_brand_id, operation_id, qt_installment, mdr_bp
         FROM card_transaction WHERE merchant_id = 1 AND channel_id = 1 AND status = 'CONFIRMED' AND qt_installment = 7 LIMIT 1`,
    );
    const res = await simulate({
      amount: sale?.amount_cents,
      card_brand: sale?.card_brand_id,
      operation: sale?.operation_id,
      installments: 7,
      channel: 1,
    });
    expect(res.status).toBe(200);
    const sim = (await res.json()) as Simulation;
    expect([Math.round(sim.mdr * 100), sim.mdr_amount, sim.net_amount]).toEqual([
      sale?.mdr_bp,
      sale?.mdr_cents,
      sale?.net_cents,
    ]);
    const seeded = await api.sql(
      `SELECT n_installment, original_date::text AS original, transaction_date::text AS day, gross_cents, mdr_cents, net_cents
         FROM financial_receivable WHERE merchant_id = 1 AND transaction_id = $1 ORDER BY n_installment`,
      [Number(sale?.transaction_id)],
    );
    expect(sim.receivables.map((r) => [r.n_installment, r.gross_amount, r.mdr_amount, r.net_amount])).toEqual(
      seeded.map((r) => [r.n_installment, r.gross_cents, r.mdr_cents, r.net_cents]),
    );
    // Same schedule from the sale day: D+30·n, each on the bank day on or after it.
    expect(sim.receivables.map((r) => r.settlement_date)).toEqual(
      seeded.map((_, i) => settlementDate(sim.sale_date, 30 * (i + 1))),
    );
    expect(seeded.map((r) => String(r.original))).toEqual(
      seeded.map((r, i) => settlementDate(String(r.day), 30 * (i + 1))),
    );
  });

  it("uses the plan's rate: debit D+1, and the cardholder pays in the 'taxa zero' app", async () => {
    const plans = await getJson(api, salesPlanList, '/v1/app/sales_plan');
    const rateOf = (channel: number, brand: number, op: number, n: number) =>
      plans.data
        .find((p) => p.sales_plan.channel.id === channel)
        ?.card_brand_prices.find((b) => b.card_brand.id === brand)
        ?.prices.find((p) => p.operation_id === op && p.installments === n)?.mdr ?? NaN;
    const debit = (await (
      await simulate({ amount: 12_345, card_brand: 3, operation: 0, installments: 1 })
    ).json()) as Simulation;
    const bp = Math.round(rateOf(1, 3, 0, 1) * 100);
    expect([debit.mdr, debit.mdr_amount]).toEqual([bp / 100, Math.round((12_345 * bp) / 10_000)]);
    expect(debit.receivables).toEqual([
      {
        n_installment: 1,
        settlement_date: settlementDate(debit.sale_date, 1),
        gross_amount: 12_345,
        mdr_amount: debit.mdr_amount,
        net_amount: 12_345 - debit.mdr_amount,
      },
    ]);
    const zero = (await (
      await simulate({ amount: 10_000, card_brand: 2, operation: 1, installments: 1, channel: 2 })
    ).json()) as Simulation;
    expect([zero.mdr_amount, zero.net_amount]).toEqual([0, 10_000]);
    expect(zero.holder_fee?.amount).toBe(Math.round(10_000 * rateOf(2, 6, 1, 1)) / 100);
  });

  it('rejects what the plan cannot price, with pt-BR details', async () => {
    const detail = async (body: unknown, user: 'lojista' | 'operador' = 'lojista') => {
      const res = await simulate(body, user);
      expect(res.status).toBe(400);
      return ((await res.json()) as { detail: string[] }).detail;
    };
    expect(await detail({ amount: 0, card_brand: 7, operation: 17, installments: 13 })).toEqual([
      'amount: Deve ser maior que zero',
      'card_brand: Deve ser um de: 1, 2, 3, 4, 5',
      'operation: Deve ser um de: 0, 1, 2',
      'installments: Deve ser um número inteiro entre 1 e 12',
    ]);
    expect(await detail({ amount: 1000, card_brand: 1, operation: 0, installments: 3 })).toEqual([
      'installments: Débito e crédito à vista têm 1 parcela; crédito parcelado, de 2 a 12',
    ]);
    expect(await detail({ amount: 10.5, card_brand: 1, operation: 1, installments: 1 })).toEqual([
      'amount: Deve ser um valor em centavos (número inteiro)',
    ]);
    expect(await detail({ amount: 1000, card_brand: 4, operation: 0, installments: 1 })).toEqual([
      'card_brand: O plano não tem taxa para esta bandeira, operação e número de parcelas',
    ]);
    expect(
      await detail({ amount: 1000, card_brand: 1, operation: 1, installments: 1, channel: 3 }, 'operador'),
    ).toEqual(['channel: O lojista não tem plano de vendas neste canal']);
    // The one JSON reader of every call (server/api/body.ts).
    const notJson = await simulate('{not json');
    expect([notJson.status, ((await notJson.json()) as { message: string }).message]).toEqual([
      400,
      'Corpo da requisição inválido: envie um JSON.',
    ]);
  });
});
