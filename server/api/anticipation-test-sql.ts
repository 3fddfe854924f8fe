import { afterAll, beforeAll, expect } from 'vitest';
import { ledgerViolations } from '../db/queries/ledger-invariants.ts';
import { paymentList } from '../../contract/payments/list.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { creditDateAfter } from '../domain/anticipation/math.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

/**
 * Opens a test file's seeded API before its tests (closed after them) and hands it over with
 * the credit date of its data's today.
 */
export function openAnticipationApi(opened: (api: TestApi, credit: string) => void) {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await openTestApi();
    opened(api, creditDateAfter(api.db.seedDate));
  }, SEED_TIMEOUT);
  afterAll(() => api?.close());
}

/** The rule of what can be anticipated, written again in plain SQL ($1 merchant, $2 credit date). */
export const ANTICIPABLE = `fr.merchant_id = $1 AND fr.settlement_date > $2::date AND fr.operation_id IN (1, 2)
  AND NOT fr.paid AND NOT fr.blocked AND NOT fr.anticipation AND fr.receivable_unit_id IS NOT NULL AND fr.net_cents > 0`;
export const IN_FORCE = `EXISTS (SELECT 1 FROM contract_effect ce WHERE ce.receivable_unit_id = fr.receivable_unit_id
  AND NOT ce.deprecated AND ce.operation <> 'B' AND NOT ce.smoke_contract_effect)`;

export interface Payment {
  id: number;
  payment_date: string;
  amount: number;
}

export const onDay = (payments: Payment[], day: string) =>
  payments.filter((p) => p.payment_date === day).reduce((t, p) => t + p.amount, 0);

/**
 * The anticipation tests' checks straight from SQL (never through the code under test): totals,
 * the next receivables in line, decision 008's invariants, and a receivable's value moved
 * consistently.
 */
export function anticipationSql(api: () => TestApi, credit: () => string) {
  const num = async (statement: string, params: (string | number)[] = []) =>
    Number(Object.values((await api().sql(statement, params))[0] ?? {})[0] ?? 0);

  /** Changes a receivable's value by `delta`, and its unit, CERC payout and payment with it. */
  async function shiftValue(id: number, unit: number, delta: number) {
    await api().sql(
      `UPDATE financial_receivable SET gross_cents = gross_cents + $2, net_cents = net_cents + $2
         WHERE merchant_id = 1 AND id = $1`,
      [id, delta],
    );
    await api().sql(
      `UPDATE receivable_unit SET amount_cents = amount_cents + $2, payable_cents = payable_cents + $2 WHERE id = $1`,
      [unit, delta],
    );
    await api().sql(
      `UPDATE cerc_ur_payment SET amount_cents = amount_cents + $2 WHERE receivable_unit_id = $1 AND contract_effect_id IS NULL`,
      [unit, delta],
    );
    await api().sql(
      `UPDATE payment SET amount_cents = amount_cents + $2 WHERE id = (SELECT payment_id FROM receivable_unit WHERE id = $1)`,
      [unit, delta],
    );
  }

  /** The merchant's calendar from today on (the expected payments). */
  async function futurePayments(as: 'lojista' | 'vendedor' = 'lojista'): Promise<Payment[]> {
    const end = (await api().sql(`SELECT ($1::date + 400)::text AS d`, [api().db.seedDate]))[0]?.d as string;
    const start = (await api().sql(`SELECT ($1::date + 1)::text AS d`, [api().db.seedDate]))[0]?.d as string;
    const res = await anticipationCalls(api).call(paymentList, `/v1/app/payment?dt_start=${start}&dt_end=${end}`, {
      as,
    });
    expect(res.status).toBe(200);
    return res.body.future_payments;
  }
  /**
   * Every money invariant of a merchant (decision 031: the ledger and every projection), and an
   * installment's unit settling on its day; [] when none is broken.
   */
  async function brokenInvariants(merchantId: number): Promise<string[]> {
    const misdated = await num(
      `SELECT count(*)::int FROM financial_receivable r JOIN receivable_unit x ON x.id = r.receivable_unit_id
        WHERE r.merchant_id = $1 AND x.dt_liquidation <> r.settlement_date`,
      [merchantId],
    );
    return [
      ...(await ledgerViolations(api().db.orm, merchantId)),
      ...(misdated > 0 ? [`${misdated} installments settle on another day than their unit`] : []),
    ];
  }

  /** Σ of the next `k` receivables that can be anticipated: a simulation of it takes exactly them. */
  async function nextAmount(k: number, merchantId = 1) {
    return num(
      `SELECT sum(net_cents)::int FROM (SELECT fr.net_cents FROM financial_receivable fr
         WHERE ${ANTICIPABLE} AND NOT ${IN_FORCE} ORDER BY fr.settlement_date, fr.id LIMIT ${k}) t`,
      [merchantId, credit()],
    );
  }

  return { num, shiftValue, futurePayments, brokenInvariants, nextAmount };
}
