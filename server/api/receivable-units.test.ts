import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectDetail, effectList } from '../../contract/contract-effects.ts';
import {
  cercPaymentDetail,
  cercPaymentInstallments,
  cercPaymentList,
  cercUnit,
  unitDetail,
  unitInstallments,
  unitList,
} from '../../contract/receivable-units.ts';
import { addDays } from '../domain/zone.ts';
import { badRequest, expectNotFound, expectOrdered, getJson, pageAll, sqlNumber } from './list-test-helpers.ts';
import { present, withPresent } from '../testing/contract-answers.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

let api: TestApi;
let today: string;
beforeAll(async () => {
  api = await openTestApi();
  today = api.db.seedDate;
}, SEED_TIMEOUT);
afterAll(() => api.close());

const ACTIVE = `NOT deprecated AND operation <> 'B' AND NOT smoke_contract_effect`;

describe('seeded receivable units, effects and CERC payouts (every row, in SQL)', () => {
  it('groups every unblocked card receivable into the one UR of its merchant, settlement date and arrangement', async () => {
    expect(
      await sqlNumber(
        api,
        `SELECT count(*)::int FROM financial_receivable r LEFT JOIN receivable_unit u ON u.id = r.receivable_unit_id
          WHERE (r.blocked OR r.arrangement_id IS NULL) <> (u.id IS NULL)
             OR u.merchant_id <> r.merchant_id OR u.dt_liquidation <> r.settlement_date OR u.arrangement_id <> r.arrangement_id`,
      ),
    ).toBe(0);
    expect(
      await sqlNumber(
        api,
        'SELECT count(*)::int - count(DISTINCT (merchant_id, dt_liquidation, arrangement_id))::int FROM receivable_unit',
      ),
    ).toBe(0);
  });

  it("sets each UR's amount to the sum of its installments, and payable = amount − what effects in force commit", async () => {
    const wrong = await sqlNumber(
      api,
      `SELECT count(*)::int FROM receivable_unit u
         LEFT JOIN (SELECT receivable_unit_id, sum(net_cents) AS net, count(*) AS n FROM financial_receivable GROUP BY 1) r ON r.receivable_unit_id = u.id
         LEFT JOIN (SELECT receivable_unit_id, sum(committed_cents) AS c, count(*) AS n FROM contract_effect WHERE ${ACTIVE} GROUP BY 1) e ON e.receivable_unit_id = u.id
        WHERE r.net IS DISTINCT FROM u.amount_cents OR r.n IS DISTINCT FROM u.installment_count
           OR coalesce(e.c, 0) <> u.committed_cents OR u.payable_cents <> u.amount_cents - u.committed_cents OR u.payable_cents < 0
           OR u.contract_effect <> (e.n IS NOT NULL) OR u.paid <> (u.dt_liquidation <= $1::date)`,
      [today],
    );
    expect(wrong).toBe(0);
    expect(
      await sqlNumber(api, 'SELECT count(*)::int FROM receivable_unit WHERE committed_cents > 0 AND payable_cents > 0'),
    ).toBeGreaterThan(10);
    expect(
      await sqlNumber(api, 'SELECT count(*)::int FROM receivable_unit WHERE committed_cents > 0 AND payable_cents = 0'),
    ).toBeGreaterThan(0);
  });

  it('applies effects by priority: each takes its amount or percentage of the UR, never more than what is left', async () => {
    const units = new Map(
      (await api.sql('SELECT id, amount_cents FROM receivable_unit')).map((u) => [
        Number(u.id),
        Number(u.amount_cents),
      ]),
    );
    const effects = await api.sql(
      `SELECT id, receivable_unit_id, priority, division_method, division_value, committed_cents, (${ACTIVE}) AS active FROM contract_effect ORDER BY receivable_unit_id, priority, id`,
    );
    const left = new Map<number, number>();
    for (const e of effects) {
      const unit = Number(e.receivable_unit_id);
      const amount = units.get(unit) ?? NaN;
      const remaining = left.get(unit) ?? amount;
      const wanted =
        e.division_method === 'AMOUNT'
          ? Number(e.division_value)
          : Math.floor((amount * Number(e.division_value)) / 10_000);
      const expected = e.active === true ? Math.min(wanted, remaining) : 0;
      if (Number(e.committed_cents) !== expected)
        expect.fail(`effect ${String(e.id)}: committed ${String(e.committed_cents)}, expected ${expected}`);
      left.set(unit, remaining - expected);
    }
    expect(effects.length).toBeGreaterThan(500);
  });

  it('covers the four effect types and operations, deprecated versions, a smoke test and valid beneficiary CNPJs', async () => {
    const rows = await api.sql(
      'SELECT DISTINCT effect_type, operation, deprecated, smoke_contract_effect, beneficiary_doc, division_method FROM contract_effect',
    );
    expect(new Set(rows.map((r) => r.effect_type))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(rows.map((r) => r.operation))).toEqual(new Set(['C', 'A', 'B', 'R']));
    expect(new Set(rows.map((r) => r.deprecated))).toEqual(new Set([true, false]));
    expect(rows.some((r) => r.smoke_contract_effect === true)).toBe(true);
    expect(new Set(rows.map((r) => r.division_method))).toEqual(new Set(['AMOUNT', 'PERCENTAGE']));
    expect(rows.every((r) => isValidCnpj(String(r.beneficiary_doc)))).toBe(true);
    // A transfer of ownership makes the beneficiary the holder.
    expect(
      await sqlNumber(
        api,
        `SELECT count(*)::int FROM receivable_unit u
          WHERE u.holder_document <> coalesce((SELECT beneficiary_doc FROM contract_effect e WHERE e.receivable_unit_id = u.id AND e.effect_type = 1 AND ${ACTIVE} LIMIT 1), u.receiving_end_user_document)`,
      ),
    ).toBe(0);
  });

  it("pays each UR out at CERC in rows that add up to its amount: the merchant's payable share and each effect's", async () => {
    const wrong = await sqlNumber(
      api,
      `SELECT count(*)::int FROM receivable_unit u
         LEFT JOIN (SELECT receivable_unit_id, sum(amount_cents) AS total,
                           coalesce(sum(amount_cents) FILTER (WHERE contract_effect_id IS NULL), 0) AS merchant,
                           bool_and(payment_date = (SELECT dt_liquidation FROM receivable_unit x WHERE x.id = receivable_unit_id)) AS dated
                      FROM cerc_ur_payment GROUP BY 1) p ON p.receivable_unit_id = u.id
        WHERE coalesce(p.total, 0) <> u.amount_cents OR coalesce(p.merchant, 0) <> u.payable_cents OR NOT coalesce(p.dated, true)`,
    );
    expect(wrong).toBe(0);
    expect(
      await sqlNumber(
        api,
        `SELECT count(*)::int FROM cerc_ur_payment p JOIN contract_effect e ON e.id = p.contract_effect_id WHERE p.amount_cents <> e.committed_cents`,
      ),
    ).toBe(0);
  });
});

describe('GET /v1/app/receivable_unit', () => {
  it('filters like SQL, newest settlement first by default', async () => {
    const from = addDays(today, -10);
    const to = addDays(today, 40);
    const cases: [string, string][] = [
      ['', 'true'],
      [`start_date=${from}&end_date=${to}`, `dt_liquidation BETWEEN '${from}' AND '${to}'`],
      ['arrangement_id=2&arrangement_id=4', 'arrangement_id IN (2, 4)'],
      ['paid=false', 'NOT paid'],
      ['contract_effect=true', 'contract_effect'],
      ['payment_id=900', 'payment_id = 900'],
      ['receivable_unit_id=40', 'id = 40'],
      // A part of the name, any case: Itaú's units and no one else's.
      ['financier=ita%C3%BA', `financier ILIKE '%itaú%'`],
    ];
    for (const [query, where] of cases) {
      const body = await getJson(api, unitList, `/v1/app/receivable_unit?${query}`);
      expect([query, body.total]).toEqual([
        query,
        await sqlNumber(api, `SELECT count(*)::int FROM receivable_unit WHERE merchant_id = 1 AND ${where}`),
      ]);
      expectOrdered(
        body.data.map((u) => u.dt_liquidation),
        true,
        'dt_liquidation',
      );
    }
  });

  it('finds URs by holder or receiving document, punctuation or not', async () => {
    const [transfer] = await api.sql(
      'SELECT holder_document AS doc FROM receivable_unit WHERE merchant_id = 1 AND holder_document <> receiving_end_user_document LIMIT 1',
    );
    const doc = String(transfer?.doc);
    const formatted = `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;
    const byHolder = await pageAll(
      api,
      unitList,
      `/v1/app/receivable_unit?holder_document=${encodeURIComponent(formatted)}`,
    );
    expect(byHolder.total).toBe(
      await sqlNumber(api, 'SELECT count(*)::int FROM receivable_unit WHERE merchant_id = 1 AND holder_document = $1', [
        doc,
      ]),
    );
    expect(byHolder.rows.every((u) => u.holder_document === doc && u.financier !== null)).toBe(true);
    const [mine] = await api.sql('SELECT value FROM merchant_document WHERE merchant_id = 2 AND document_type_id = 2');
    const two = await getJson(
      api,
      unitList,
      `/v1/app/receivable_unit?receiving_end_user_document=${String(mine?.value).toLowerCase()}`,
      'operador',
    );
    expect(two.total).toBe(await sqlNumber(api, 'SELECT count(*)::int FROM receivable_unit WHERE merchant_id = 2'));
  });

  it('sorts and pages', async () => {
    const asc = await getJson(api, unitList, '/v1/app/receivable_unit?sortBy=amount&sortDesc=false&perPage=50');
    expectOrdered(
      asc.data.map((u) => u.amount),
      false,
      'amount',
    );
    const page2 = await getJson(
      api,
      unitList,
      '/v1/app/receivable_unit?sortBy=amount&sortDesc=false&perPage=25&page=2',
    );
    expect(page2.data.map((u) => u.receivable_unit_id)).toEqual(asc.data.slice(25).map((u) => u.receivable_unit_id));
    expect(await badRequest(api, '/v1/app/receivable_unit?arrangement_id=9&holder_document=abc&sortBy=dt')).toEqual([
      'sortBy: Deve ser um de: dt_liquidation, amount, committed_amount, payable_amount, arrangement_id, receivable_unit_id',
      'arrangement_id: Deve ser um de: 1, 2, 3, 4, 5, 6, 7, 8',
      'holder_document: Deve ser um CPF ou CNPJ',
    ]);
  });
});

describe('GET /v1/app/receivable_unit/{id} and its installments', () => {
  it('shows a UR with its payment and effects; its installments add up to its amount', async () => {
    const id = await sqlNumber(
      api,
      `SELECT u.id FROM receivable_unit u WHERE merchant_id = 1 AND committed_cents > 0 AND installment_count > 120 ORDER BY id LIMIT 1`,
    );
    const unit = await getJson(api, unitDetail, `/v1/app/receivable_unit/${id}`);
    expect(present(unit.payment, 'its payment').id).toBe(unit.payment_id);
    expect(
      unit.contract_effects
        .filter((e) => !e.deprecated && e.operation !== 'B' && !e.smoke_contract_effect)
        .reduce((s, e) => s + e.committed_amount, 0),
    ).toBe(unit.committed_amount);
    // Requirements §7 writes the path with its trailing slash, as the PWA calls it.
    const { rows, total } = await pageAll(api, unitInstallments, `/v1/app/receivable_unit/${id}/installments/`);
    expect(total).toBe(unit.installment_count);
    expect(rows.reduce((s, r) => s + r.net_amount, 0)).toBe(unit.amount);
    expect(rows.every((r) => r.receivable_unit_id === id && r.settlement_date === unit.dt_liquidation)).toBe(true);
  });

  it("answers 404 for another merchant's UR, both ways", async () => {
    const one = await sqlNumber(api, 'SELECT id FROM receivable_unit WHERE merchant_id = 1 LIMIT 1');
    const two = await sqlNumber(api, 'SELECT id FROM receivable_unit WHERE merchant_id = 2 LIMIT 1');
    for (const suffix of ['', '/installments/']) {
      await expectNotFound(api, `/v1/app/receivable_unit/${two}${suffix}`, 'lojista');
      await expectNotFound(api, `/v1/app/receivable_unit/${one}${suffix}`, 'operador');
    }
    await expectNotFound(api, `/v1/app/cerc_ur/${two}`, 'lojista');
    await expectNotFound(api, `/v1/app/cerc_ur/${one}`, 'operador');
    await getJson(api, cercUnit, `/v1/app/cerc_ur/${two}`, 'operador');
  });
});

describe('CERC payouts and URs', () => {
  it('lists payouts by filter and shows the UR as CERC registers it', async () => {
    const beneficiary = await pageAll(api, cercPaymentList, '/v1/app/cerc_ur_payment?recipient_type=BENEFICIARY');
    expect(beneficiary.total).toBe(
      await sqlNumber(
        api,
        'SELECT count(*)::int FROM cerc_ur_payment WHERE merchant_id = 1 AND contract_effect_id IS NOT NULL',
      ),
    );
    expect(beneficiary.rows.every((p) => p.payment_id === null && p.contract_effect_id !== null)).toBe(true);
    const from = addDays(today, 1);
    const future = await getJson(api, cercPaymentList, `/v1/app/cerc_ur_payment?start_date=${from}&paid=true`);
    expect(future.total).toBe(0);
    const payout = present(beneficiary.rows[0], 'a payout');
    const detail = await getJson(api, cercPaymentDetail, `/v1/app/cerc_ur_payment/${payout.id}`);
    const [effect, unit] = [present(detail.contract_effect, 'its effect'), present(detail.receivable_unit, 'its UR')];
    expect([effect.id, effect.committed_amount, unit.receivable_unit_id]).toEqual([
      payout.contract_effect_id,
      payout.amount,
      payout.receivable_unit_id,
    ]);
    const installments = await pageAll(
      api,
      cercPaymentInstallments,
      `/v1/app/cerc_ur_payment/${payout.id}/installments`,
    );
    expect(installments.rows.reduce((s, r) => s + r.net_amount, 0)).toBe(unit.amount);

    const cerc = withPresent(
      await getJson(api, cercUnit, `/v1/app/cerc_ur/${payout.receivable_unit_id}`),
      'payments',
      'contract_effects',
    );
    expect(cerc.constituted_amount).toBe(cerc.committed_amount + cerc.free_amount);
    expect(cerc.payments.reduce((s, p) => s + p.amount, 0)).toBe(cerc.constituted_amount);
    expect(cerc.contract_effects.every((e) => !e.deprecated)).toBe(true);
    expect(cerc.ur_key.split('|')).toHaveLength(4);
  });

  it('validates and keeps tenancy', async () => {
    expect(await badRequest(api, '/v1/app/cerc_ur_payment?recipient_type=BANCO&paid=1')).toEqual([
      'paid: Deve ser true ou false',
      'recipient_type: Deve ser um de: MERCHANT, BENEFICIARY',
    ]);
    const two = await sqlNumber(api, 'SELECT id FROM cerc_ur_payment WHERE merchant_id = 2 LIMIT 1');
    await expectNotFound(api, `/v1/app/cerc_ur_payment/${two}`, 'lojista');
    await expectNotFound(api, `/v1/app/cerc_ur_payment/${two}/installments`, 'lojista');
    await getJson(api, cercPaymentInstallments, `/v1/app/cerc_ur_payment/${two}/installments`, 'operador');
  });
});

describe('GET /v1/app/contract_effect', () => {
  it("hides deprecated versions unless asked ('Depreciado' defaults to false) and filters like SQL", async () => {
    const cases: [string, string][] = [
      ['', 'NOT deprecated'],
      ['deprecated=true', 'deprecated'],
      ['effect_type=2&effect_type=4', 'NOT deprecated AND effect_type IN (2, 4)'],
      ['operation=B&operation=R', `NOT deprecated AND operation IN ('B', 'R')`],
      ['smoke_contract_effect=true', 'NOT deprecated AND smoke_contract_effect'],
      [
        `start_date=${addDays(today, -70)}&end_date=${today}`,
        `NOT deprecated AND (created_at AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN '${addDays(today, -70)}' AND '${today}'`,
      ],
      [`date_type=liquidation_date&start_date=${today}`, `NOT deprecated AND liquidation_date >= '${today}'`],
      ['contract_identifier=CCB-2026-0004417', `NOT deprecated AND contract_identifier = 'CCB-2026-0004417'`],
    ];
    // The three §3 fields, each with a value an effect in force holds.
    const [known] = await api.sql(
      `SELECT protocol, cerc_code, receiving_end_user_document AS doc FROM contract_effect WHERE merchant_id = 1 AND NOT deprecated ORDER BY id DESC LIMIT 1`,
    );
    const { protocol, cerc_code: cerc, doc } = known as { protocol: string; cerc_code: string; doc: string };
    cases.push(
      [`protocol=${protocol}`, `NOT deprecated AND protocol = '${protocol}'`],
      [`cerc_code=${cerc.toUpperCase()}`, `NOT deprecated AND cerc_code = '${cerc}'`],
      [`receiving_end_user_document=${doc}`, `NOT deprecated AND receiving_end_user_document = '${doc}'`],
    );
    for (const [query, where] of cases) {
      const body = await getJson(api, effectList, `/v1/app/contract_effect?${query}`);
      const expected = await sqlNumber(
        api,
        `SELECT count(*)::int FROM contract_effect WHERE merchant_id = 1 AND ${where}`,
      );
      expect([query, body.total]).toEqual([query, expected]);
      expect(expected, query).toBeGreaterThan(0);
      expectOrdered(
        body.data.map((e) => e.created_at),
        true,
        'created_at',
      );
    }
  });

  it('shows one effect with labels, division and its UR; 404 for another merchant’s', async () => {
    const { data } = await getJson(
      api,
      effectList,
      '/v1/app/contract_effect?effect_type=2&sortBy=committed_amount&sortDesc=true&perPage=1',
    );
    const effect = await getJson(api, effectDetail, `/v1/app/contract_effect/${data[0]?.id}`);
    expect(effect).toMatchObject({
      effect_type: 2,
      effect_type_label: 'Ônus – cessão fiduciária',
      division_method: 'PERCENTAGE',
      division_amount: null,
    });
    expect(effect.division_percentage).toBeGreaterThan(0);
    expect(present(effect.receivable_unit, 'its UR').receivable_unit_id).toBe(effect.receivable_unit_id);
    expect(effect.created_at).toMatch(/-03:00$/);
    const two = await sqlNumber(api, 'SELECT id FROM contract_effect WHERE merchant_id = 2 LIMIT 1');
    await expectNotFound(api, `/v1/app/contract_effect/${two}`, 'lojista');
    await expectNotFound(api, `/v1/app/contract_effect/${effect.id}`, 'operador');
    expect(
      await badRequest(api, '/v1/app/contract_effect?effect_type=5&operation=X&deprecated=talvez&date_type=hoje'),
    ).toEqual([
      'effect_type: Deve ser um de: 1, 2, 3, 4',
      'operation: Deve ser um de: C, A, B, R',
      'deprecated: Deve ser true ou false',
      'date_type: Deve ser um de: created_at, liquidation_date',
    ]);
  });
});
