import { sql, type SQL } from 'drizzle-orm';
import { postEntryFrom, type EntryHeader } from './ledger.ts';
import { accountFor, addToPayment, newUnits, paymentOn } from './placement.ts';
import type { Tx } from './tx.ts';

/**
 * Moves an anticipation's receivables (anticipation_receivable rows already written) to the
 * credit date and posts its ANTICIPATION entry (decision 031), keeping every projection equal to
 * the ledger: a unit is Σ its installments' net, a payment what lands in it.
 *
 * - The entry, per receivable: Cr payable (its old payment) its net; Dr payable (the credit
 *   date's payment) its net; Cr payable (that payment) its fee, Dr anticipation_fees its fee.
 * - Their old units and payments lose them (amount, payable, count, the merchant's CERC share);
 *   a unit or payment left with nothing in it is removed.
 * - Each receivable's net becomes its net less its fee (what is really paid), its settlement
 *   date the credit date, `anticipation` true; `original_date` keeps the schedule.
 * - They join new units on the credit date (one per arrangement: the acquirer's own operation,
 *   apart from the day's regular units) in the merchant's payment of that day, created when
 *   there is none.
 *
 * Set-based SQL throughout: an anticipation of everything available moves thousands of rows.
 */

const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function moveToCreditDate(
  tx: Tx,
  entry: EntryHeader,
  anticipationId: number,
  creditDate: string,
  today: string,
) {
  const merchantId = entry.merchantId;
  const mine = sql`ar.anticipation_id = ${anticipationId} AND fr.merchant_id = ar.merchant_id AND fr.id = ar.receivable_id`;
  const landing = await paymentOn(tx, merchantId, creditDate, await accountFor(tx, merchantId, null), today);

  await postEntryFrom(
    tx,
    entry,
    sql`SELECT 'payable', -fr.net_cents, fr.payment_id, fr.id FROM anticipation_receivable ar, financial_receivable fr WHERE ${mine}
      UNION ALL SELECT 'payable', fr.net_cents, ${landing.id}::int, fr.id FROM anticipation_receivable ar, financial_receivable fr WHERE ${mine}
      UNION ALL SELECT 'payable', -ar.fee_cents, ${landing.id}::int, fr.id FROM anticipation_receivable ar, financial_receivable fr WHERE ${mine}
      UNION ALL SELECT 'anticipation_fees', ar.fee_cents, NULL::int, fr.id FROM anticipation_receivable ar, financial_receivable fr WHERE ${mine}`,
  );

  // What leaves each old unit and payment, read before the receivables change.
  const leaving = sql`(SELECT fr.receivable_unit_id AS unit, fr.payment_id AS payment, sum(fr.net_cents)::int AS net, count(*)::int AS n
    FROM anticipation_receivable ar, financial_receivable fr WHERE ${mine} GROUP BY 1, 2)`;
  const old = rowsOf<{ unit: number; payment: number }>(await tx.execute(sql`SELECT unit, payment FROM ${leaving} g`));
  const unitIds = old.map((u) => u.unit);
  const paymentIds = [...new Set(old.map((u) => u.payment))];
  const arrivals = rowsOf<{ arrangement_id: number; amount: number; n: number }>(
    await tx.execute(sql`SELECT fr.arrangement_id, sum(fr.net_cents - ar.fee_cents)::int AS amount, count(*)::int AS n
      FROM anticipation_receivable ar, financial_receivable fr WHERE ${mine} GROUP BY 1 ORDER BY 1`),
  );

  await tx.execute(sql`UPDATE payment p SET amount_cents = p.amount_cents - s.net
    FROM (SELECT payment, sum(net)::int AS net FROM ${leaving} g GROUP BY 1) s
    WHERE p.id = s.payment`);
  await tx.execute(sql`UPDATE cerc_ur_payment c SET amount_cents = c.amount_cents - g.net FROM ${leaving} g
    WHERE c.receivable_unit_id = g.unit AND c.contract_effect_id IS NULL AND c.payment_id IS NOT NULL`);
  await tx.execute(sql`UPDATE receivable_unit u SET amount_cents = u.amount_cents - g.net,
    payable_cents = u.payable_cents - g.net, installment_count = u.installment_count - g.n
    FROM ${leaving} g WHERE u.id = g.unit`);

  const units = await newUnits(
    tx,
    merchantId,
    creditDate,
    landing.id,
    arrivals.map((a) => ({ arrangement_id: a.arrangement_id, amount: a.amount, n: a.n })),
    today,
  );
  await addToPayment(
    tx,
    landing.id,
    arrivals.reduce((sum, a) => sum + a.amount, 0),
  );
  const unitOf = sql.join(
    units.map((u) => sql`(${u.arrangement_id}::int, ${u.id}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE financial_receivable fr SET settlement_date = ${creditDate}::date, anticipation = true,
      net_cents = fr.net_cents - ar.fee_cents, receivable_unit_id = m.unit, payment_id = ${landing.id}::int
    FROM anticipation_receivable ar, (VALUES ${unitOf}) AS m(arrangement, unit)
    WHERE ${mine} AND m.arrangement = fr.arrangement_id`);

  await dropEmpty(tx, unitIds, paymentIds);
}

/** Units and payments the anticipation emptied: nothing of theirs is left to land. */
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
    AND p.amount_cents = 0
    AND NOT EXISTS (SELECT 1 FROM cerc_ur_payment c WHERE c.payment_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM financial_receivable f WHERE f.merchant_id = p.merchant_id AND f.payment_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM manual_adjustment m WHERE m.payment_id = p.id)`);
}
