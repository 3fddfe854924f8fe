import { sql, type SQL } from 'drizzle-orm';
import type { ReconciliationKind } from '../../../contract/reconciliation.ts';
import type { Orm } from '../driver.ts';

/**
 * Conciliação (issue 29; decision 031): a payment's amount as its ledger lines make it — every
 * `payable` line posted to the payment but its payout, each named by what it is. The lines of
 * a payment add up to its amount because the payment is their projection (ledger-invariants.ts
 * checks it for every payment).
 */

/**
 * Each payable line of a payment, classified. An anticipation's lines in the payment of its
 * credit date are the credits (positive) and their fees (negative); in any other payment they
 * are installments leaving it for the credit date. A refund's line that names an installment
 * reduced it; one that names none is a debit of money already paid out.
 */
const classified = (merchantId: number, where: SQL) => sql`
  SELECT l.entry_id, l.line, l.payment_id, p.payment_date, p.destination, l.amount_cents, l.receivable_id,
         e.kind AS entry_kind, e.cause_id, e.transaction_id,
         CASE e.kind
           -- Boleto and Pix credits apart from card installments, as the payment's detail splits them.
           WHEN 'SALE' THEN CASE WHEN t.operation_id IN (17, 18) THEN 'BOLETO_PIX' ELSE 'INSTALLMENTS' END
           WHEN 'ANTICIPATION' THEN CASE
             WHEN a.credit_date = p.payment_date AND l.amount_cents > 0 THEN 'ANTICIPATED_IN'
             WHEN a.credit_date = p.payment_date THEN 'ANTICIPATION_FEE'
             ELSE 'ANTICIPATED_OUT' END
           WHEN 'REFUND' THEN CASE WHEN l.receivable_id IS NULL THEN 'REFUND_DEBIT' ELSE 'REFUND_REDUCTION' END
           WHEN 'CONTRACT_EFFECT' THEN 'CONTRACT_EFFECT'
           ELSE 'ADJUSTMENT' END AS kind,
         a.credit_date::text AS credit_date
    FROM ledger_line l
    JOIN ledger_entry e ON e.id = l.entry_id
    JOIN payment p ON p.id = l.payment_id
    LEFT JOIN anticipation a ON e.kind = 'ANTICIPATION' AND a.id = e.cause_id
    LEFT JOIN card_transaction t ON e.kind = 'SALE' AND t.transaction_id = e.transaction_id
   WHERE l.merchant_id = ${merchantId} AND l.account = 'payable' AND e.kind <> 'PAYOUT' AND ${where}`;

export interface ReconciliationGroup {
  kind: ReconciliationKind;
  amount: number;
  count: number;
  /** The cause the line gathers (a refund, an anticipation, an effect, an adjustment); null for sales. */
  cause_id: number | null;
  transaction_id: number | null;
  credit_date: string | null;
  /** The adjustment's own words, or the effect's beneficiary and contract. */
  detail: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A payment's lines grouped: all sales in one line, every other cause its own. */
export async function reconciliationOf(
  orm: Orm,
  merchantId: number,
  paymentId: number,
): Promise<ReconciliationGroup[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await orm.execute(sql`
      SELECT c.kind, sum(c.amount_cents)::bigint AS amount, count(*)::int AS count,
             CASE WHEN c.kind IN ('INSTALLMENTS', 'BOLETO_PIX') THEN NULL ELSE c.cause_id END AS cause_id,
             max(CASE WHEN c.kind IN ('INSTALLMENTS', 'BOLETO_PIX') THEN NULL ELSE c.transaction_id END) AS transaction_id,
             max(c.credit_date) AS credit_date,
             max(coalesce(m.description, ce.beneficiary_name || ' (' || ce.contract_identifier || ')')) AS detail
        FROM (${classified(merchantId, sql`l.payment_id = ${paymentId}`)}) c
        LEFT JOIN manual_adjustment m ON c.kind = 'ADJUSTMENT' AND m.id = c.cause_id
        LEFT JOIN contract_effect ce ON c.kind = 'CONTRACT_EFFECT' AND ce.id = c.cause_id
       GROUP BY c.kind, CASE WHEN c.kind IN ('INSTALLMENTS', 'BOLETO_PIX') THEN NULL ELSE c.cause_id END
       ORDER BY min(c.entry_id)`),
  );
  return rows.map((r) => ({
    kind: r.kind as ReconciliationKind,
    amount: Number(r.amount),
    count: Number(r.count),
    cause_id: r.cause_id === null ? null : Number(r.cause_id),
    transaction_id: r.transaction_id === null ? null : Number(r.transaction_id),
    credit_date: (r.credit_date as string | null) ?? null,
    detail: (r.detail as string | null) ?? null,
  }));
}

/** One line of a month's conciliação file, as the export reads it. */
export interface ReconciliationExportRow {
  entry_id: number;
  line: number;
  payment_id: number;
  payment_date: string;
  destination: string;
  kind: ReconciliationKind;
  amount_cents: number;
  cause_id: number;
  transaction_id: number | null;
  receivable_id: number | null;
  qt_installment: number | null;
  nsu: string | null;
  credit_date: string | null;
  detail: string | null;
}

const BATCH = 2_000;

/**
 * Every line of the merchant's payments dated in [start, end], in payment order, read in keyset
 * batches (payment date, payment, entry, line) as the file is written (decision 009).
 */
export async function* reconciliationBatches(
  orm: Orm,
  merchantId: number,
  start: string,
  end: string,
): AsyncGenerator<ReconciliationExportRow[]> {
  let after: ReconciliationExportRow | undefined;
  for (;;) {
    const keyset = after
      ? sql`(c.payment_date, c.payment_id, c.entry_id, c.line) > (${after.payment_date}::date, ${after.payment_id}::int, ${after.entry_id}::int, ${after.line}::int)`
      : sql`true`;
    const rows = rowsOf<Record<string, unknown>>(
      await orm.execute(sql`
        SELECT c.entry_id, c.line, c.payment_id, c.payment_date::text AS payment_date, c.destination, c.kind,
               c.amount_cents, c.cause_id, coalesce(c.transaction_id, c.receivable_id / 100) AS transaction_id,
               c.receivable_id, t.qt_installment, t.nsu, c.credit_date,
               coalesce(m.description, ce.beneficiary_name || ' (' || ce.contract_identifier || ')') AS detail
          FROM (${classified(merchantId, sql`p.payment_date BETWEEN ${start}::date AND ${end}::date`)}) c
          LEFT JOIN card_transaction t ON t.transaction_id = coalesce(c.transaction_id, c.receivable_id / 100)
          LEFT JOIN manual_adjustment m ON c.kind = 'ADJUSTMENT' AND m.id = c.cause_id
          LEFT JOIN contract_effect ce ON c.kind = 'CONTRACT_EFFECT' AND ce.id = c.cause_id
         WHERE ${keyset}
         ORDER BY c.payment_date, c.payment_id, c.entry_id, c.line
         LIMIT ${BATCH}`),
    );
    const batch = rows.map((r) => ({
      entry_id: Number(r.entry_id),
      line: Number(r.line),
      payment_id: Number(r.payment_id),
      payment_date: String(r.payment_date),
      destination: String(r.destination),
      kind: r.kind as ReconciliationKind,
      amount_cents: Number(r.amount_cents),
      cause_id: Number(r.cause_id),
      transaction_id: r.transaction_id === null ? null : Number(r.transaction_id),
      receivable_id: r.receivable_id === null ? null : Number(r.receivable_id),
      qt_installment: r.qt_installment === null ? null : Number(r.qt_installment),
      nsu: (r.nsu as string | null) ?? null,
      credit_date: (r.credit_date as string | null) ?? null,
      detail: (r.detail as string | null) ?? null,
    }));
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH) return;
    after = batch.at(-1);
  }
}
