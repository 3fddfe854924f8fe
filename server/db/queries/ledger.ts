import { sql, type SQL } from 'drizzle-orm';
import { entryProblem, nonZero, type JournalEntry } from '../../domain/ledger/entry.ts';
import type { Tx } from './tx.ts';

/**
 * Posts one journal entry (decision 031): the entry row and all its lines in ONE statement (the
 * lines a JSON array unpacked by the database, however many), so the balance trigger sees the
 * whole entry at once. Zero lines are left out; an entry left with no line is not posted (null).
 * An unbalanced entry is a bug in the caller: it throws before anything is written.
 */
export async function postEntry(tx: Tx, entry: JournalEntry): Promise<number | null> {
  const lines = nonZero(entry.lines);
  if (lines.length === 0) return null;
  const problem = entryProblem({ ...entry, lines });
  if (problem) throw new Error(`ledger: ${entry.kind} ${entry.causeId} of merchant ${entry.merchantId}: ${problem}`);
  const json = JSON.stringify(
    lines.map((line, i) => ({
      line: i + 1,
      account: line.account,
      amount: line.amount,
      payment_id: line.paymentId ?? null,
      receivable_id: line.receivableId ?? null,
    })),
  );
  // One statement: the entry, then its lines (the balance trigger sees them all at once).
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`WITH e AS (
        INSERT INTO ledger_entry (merchant_id, kind, cause_id, transaction_id, effective_date, created_at)
        VALUES (${entry.merchantId}::int, ${entry.kind}::text, ${entry.causeId}::int, ${entry.transactionId ?? null}::int,
                ${entry.date}::date, ${entry.at.toISOString()}::timestamptz)
        RETURNING id),
      l AS (INSERT INTO ledger_line (entry_id, line, merchant_id, account, amount_cents, payment_id, receivable_id)
        SELECT e.id, l.line, ${entry.merchantId}::int, l.account, l.amount, l.payment_id, l.receivable_id
          FROM e, jsonb_to_recordset(${json}::jsonb)
            AS l(line int, account text, amount int, payment_id int, receivable_id int))
      SELECT id FROM e`),
  );
  if (!row) throw new Error('postEntry: no entry row returned');
  return Number(row.id);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An entry's header: everything of a JournalEntry but its lines. */
export type EntryHeader = Omit<JournalEntry, 'lines'>;

/**
 * Posts an entry whose lines a query yields (`account`, `amount`, `payment_id`, `receivable_id`
 * columns, in order): for movements of thousands of installments, whose lines are built where
 * the rows are (an anticipation of everything). Still ONE statement, so the balance trigger checks
 * the whole entry; zero amounts are left out, and an entry left with no line is not posted.
 * Answers the entry id, or null.
 */
export async function postEntryFrom(tx: Tx, header: EntryHeader, lines: SQL): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`WITH l AS MATERIALIZED (
        SELECT x.account, x.amount, x.payment_id, x.receivable_id, row_number() OVER ()::int AS line
          FROM (${lines}) AS x(account, amount, payment_id, receivable_id) WHERE x.amount <> 0),
      e AS (INSERT INTO ledger_entry (merchant_id, kind, cause_id, transaction_id, effective_date, created_at)
        SELECT ${header.merchantId}::int, ${header.kind}::text, ${header.causeId}::int, ${header.transactionId ?? null}::int,
               ${header.date}::date, ${header.at.toISOString()}::timestamptz
         WHERE EXISTS (SELECT 1 FROM l)
        RETURNING id),
      i AS (INSERT INTO ledger_line (entry_id, line, merchant_id, account, amount_cents, payment_id, receivable_id)
        SELECT e.id, l.line, ${header.merchantId}::int, l.account, l.amount, l.payment_id, l.receivable_id FROM e, l)
      SELECT id FROM e`),
  );
  return row ? Number(row.id) : null;
}
