import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_TYPE } from '../../domain/codes.ts';
import {
  cerc_ur_payment as cerc,
  merchant,
  merchant_bank_account as account,
  merchant_document,
  payment,
  receivable_unit as ur,
} from '../schema/index.ts';
import type { Tx } from './live-sales.ts';

/**
 * Moves an anticipation's receivables (anticipation_receivable rows already written) to the
 * credit date, keeping every invariant of decision 008: a UR is Σ its installments' net, a
 * payment Σ its URs' payable, a UR's CERC payouts add up to it.
 *
 * - Their old units lose them (amount, payable, count, the merchant's CERC share), and so do
 *   the old payments; a unit or payment left empty is removed.
 * - Each receivable's net becomes its net less its fee (what is really paid), its settlement
 *   date the credit date, `anticipation` true; `original_date` keeps the schedule.
 * - They join new units on the credit date (one per arrangement: the acquirer's own operation,
 *   apart from the day's regular units), paid in the merchant's payment of that day, created
 *   when there is none.
 *
 * Set-based SQL throughout: an anticipation of everything available moves thousands of rows.
 * Ids are max + 1: the caller holds the anticipation lock.
 */

const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function moveToCreditDate(tx: Tx, merchantId: number, anticipationId: number, creditDate: string) {
  const mine = sql`ar.anticipation_id = ${anticipationId} AND fr.merchant_id = ar.merchant_id AND fr.id = ar.receivable_id`;
  // What leaves each old unit, read before the receivables change.
  const leaving = sql`(SELECT fr.receivable_unit_id AS unit, sum(fr.net_cents)::int AS net, count(*)::int AS n
    FROM anticipation_receivable ar, financial_receivable fr WHERE ${mine} GROUP BY 1)`;
  const oldUnits = rowsOf<{ unit: number; payment_id: number }>(
    await tx.execute(sql`SELECT g.unit, u.payment_id FROM ${leaving} g JOIN receivable_unit u ON u.id = g.unit`),
  );
  const unitIds = oldUnits.map((u) => u.unit);
  const paymentIds = [...new Set(oldUnits.map((u) => u.payment_id))];
  const arrivals = rowsOf<{ arrangement_id: number; amount: number; n: number }>(
    await tx.execute(sql`SELECT fr.arrangement_id, sum(fr.net_cents - ar.fee_cents)::int AS amount, count(*)::int AS n
      FROM anticipation_receivable ar, financial_receivable fr WHERE ${mine} GROUP BY 1 ORDER BY 1`),
  );

  await tx.execute(sql`UPDATE payment p SET amount_cents = p.amount_cents - s.net
    FROM (SELECT u.payment_id, sum(g.net)::int AS net FROM ${leaving} g JOIN receivable_unit u ON u.id = g.unit GROUP BY 1) s
    WHERE p.id = s.payment_id`);
  await tx.execute(sql`UPDATE cerc_ur_payment c SET amount_cents = c.amount_cents - g.net FROM ${leaving} g
    WHERE c.receivable_unit_id = g.unit AND c.contract_effect_id IS NULL AND c.payment_id IS NOT NULL`);
  await tx.execute(sql`UPDATE receivable_unit u SET amount_cents = u.amount_cents - g.net,
    payable_cents = u.payable_cents - g.net, installment_count = u.installment_count - g.n
    FROM ${leaving} g WHERE u.id = g.unit`);

  const party = await partyOf(tx, merchantId);
  const paymentId = await paymentOn(tx, merchantId, creditDate, arrivals.length);
  const [top] = rowsOf<{ unit: number; cerc: number }>(
    await tx.execute(sql`SELECT (SELECT coalesce(max(id), 0) FROM receivable_unit)::int AS unit,
      (SELECT coalesce(max(id), 0) FROM cerc_ur_payment)::int AS cerc`),
  );
  const newUnits = arrivals.map((a, i) => ({ ...a, id: (top?.unit ?? 0) + i + 1 }));
  let total = 0;
  for (const [i, a] of newUnits.entries()) {
    total += a.amount;
    await tx.insert(ur).values({
      id: a.id,
      merchant_id: merchantId,
      payment_id: paymentId,
      arrangement_id: a.arrangement_id,
      dt_liquidation: creditDate,
      holder_document: party.document,
      receiving_end_user_document: party.document,
      amount_cents: a.amount,
      committed_cents: 0,
      payable_cents: a.amount,
      installment_count: a.n,
      paid: false,
      contract_effect: false,
      financier: null,
    });
    await tx.insert(cerc).values({
      id: (top?.cerc ?? 0) + i + 1,
      merchant_id: merchantId,
      receivable_unit_id: a.id,
      payment_id: paymentId,
      contract_effect_id: null,
      recipient_document: party.document,
      recipient_name: party.name,
      amount_cents: a.amount,
      payment_date: creditDate,
      paid: false,
    });
  }
  await tx
    .update(payment)
    .set({ amount_cents: sql`${payment.amount_cents} + ${total}` })
    .where(eq(payment.id, paymentId));

  const unitOf = sql.join(
    newUnits.map((u) => sql`(${u.arrangement_id}::int, ${u.id}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE financial_receivable fr SET settlement_date = ${creditDate}::date, anticipation = true,
      net_cents = fr.net_cents - ar.fee_cents, receivable_unit_id = m.unit
    FROM anticipation_receivable ar, (VALUES ${unitOf}) AS m(arrangement, unit)
    WHERE ${mine} AND m.arrangement = fr.arrangement_id`);

  await dropEmpty(tx, unitIds, paymentIds);
}

/** Units and payments the anticipation emptied: nothing of theirs is left to pay. */
async function dropEmpty(tx: Tx, unitIds: number[], paymentIds: number[]) {
  const empty = sql`u.id = ANY(${intArray(unitIds)}) AND u.installment_count = 0
    AND NOT EXISTS (SELECT 1 FROM contract_effect ce WHERE ce.receivable_unit_id = u.id)`;
  await tx.execute(
    sql`DELETE FROM cerc_ur_payment c USING receivable_unit u WHERE c.receivable_unit_id = u.id AND ${empty}`,
  );
  await tx.execute(sql`DELETE FROM receivable_unit u WHERE ${empty}`);
  await tx.execute(sql`UPDATE payment p SET receivable_unit_count =
      (SELECT count(*) FROM receivable_unit u WHERE u.payment_id = p.id)::int
    WHERE p.id = ANY(${intArray(paymentIds)})`);
  await tx.execute(sql`DELETE FROM payment p WHERE p.id = ANY(${intArray(paymentIds)}) AND p.receivable_unit_count = 0
    AND NOT EXISTS (SELECT 1 FROM cerc_ur_payment c WHERE c.payment_id = p.id)`);
}

/** The merchant as CERC knows it: the CNPJ and the name its payouts carry. */
async function partyOf(tx: Tx, merchantId: number) {
  const [row] = await tx
    .select({ document: merchant_document.value, name: merchant.merchant_name })
    .from(merchant)
    .innerJoin(
      merchant_document,
      and(eq(merchant_document.merchant_id, merchant.id), eq(merchant_document.document_type_id, DOCUMENT_TYPE.CNPJ)),
    )
    .where(eq(merchant.id, merchantId))
    .limit(1);
  if (!row) throw new Error(`anticipation: merchant ${merchantId} has no CNPJ`);
  return row;
}

/**
 * The merchant's payment of `day` into the account credit arrangements go to (the bank account
 * B, else the first; seed/payments.ts destinationOf), created when the day has none.
 */
async function paymentOn(tx: Tx, merchantId: number, day: string, newUnits: number): Promise<number> {
  const accounts = await tx.select().from(account).where(eq(account.merchant_id, merchantId)).orderBy(asc(account.id));
  const to = accounts.find((a) => a.destination === 'B') ?? accounts[0];
  if (!to) throw new Error(`anticipation: merchant ${merchantId} has no bank account`);
  const [found] = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(
      and(eq(payment.merchant_id, merchantId), eq(payment.payment_date, day), eq(payment.destination, to.destination)),
    );
  if (found) {
    await tx
      .update(payment)
      .set({ receivable_unit_count: sql`${payment.receivable_unit_count} + ${newUnits}` })
      .where(eq(payment.id, found.id));
    return found.id;
  }
  const [top] = await tx.select({ id: sql<number>`coalesce(max(${payment.id}), 0)::int` }).from(payment);
  const id = (top?.id ?? 0) + 1;
  await tx.insert(payment).values({
    id,
    merchant_id: merchantId,
    payment_date: day,
    destination: to.destination,
    bank_account_id: to.id,
    amount_cents: 0,
    receivable_unit_count: newUnits,
    paid: false,
  });
  return id;
}
