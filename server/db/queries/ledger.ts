import { sql, type SQL } from 'drizzle-orm';
import { entryProblem, nonZero, type JournalEntry } from '../../domain/ledger/entry.ts';
import { ledger_entry } from '../schema/index.ts';
import type { Tx } from './tx.ts';

/**
 * Posts one journal entry (decision 031): the entry row, then all its lines in ONE statement (a
 * JSON array unpacked by the database, however many lines), so the balance trigger sees the
 * whole entry at once. Zero lines are left out; an entry left with no line is not posted (null).
 * An unbalanced entry is a bug in the caller: it throws before anything is written.
 */
export async function postEntry(tx: Tx, entry: JournalEntry): Promise<number | null> {
  const lines = nonZero(entry.lines);
  if (lines.length === 0) return null;
  const problem = entryProblem({ ...entry, lines });
  if (problem) throw new Error(`ledger: ${entry.kind} ${entry.causeId} of merchant ${entry.merchantId}: ${problem}`);
  const [row] = await tx
    .insert(ledger_entry)
    .values({
      merchant_id: entry.merchantId,
      kind: entry.kind,
      cause_id: entry.causeId,
      transaction_id: entry.transactionId ?? null,
      effective_date: entry.date,
      created_at: entry.at,
    })
    .returning({ id: ledger_entry.id });
  if (!row) throw new Error('postEntry: no entry row returned');
  const json = JSON.stringify(
    lines.map((line, i) => ({
      line: i + 1,
      account: line.account,
      amount: line.amount,
      payment_id: line.paymentId ?? null,
      receivable_id: line.receivableId ?? null,
    })),
  );
  await tx.execute(sql`INSERT INTO ledger_line (entry_id, line, merchant_id, account, amount_cents, payment_id, receivable_id)
    SELECT ${row.id}, l.line, ${entry.merchantId}, l.account, l.amount, l.payment_id, l.receivable_id
      FROM jsonb_to_recordset(${json}::jsonb)
        AS l(line int, account text, amount int, payment_id int, receivable_id int)`);
  return row.id;
}

/** An entry's header: everything of a JournalEntry but its lines. */
export type EntryHeader = Omit<JournalEntry, 'lines'>;

/**
 * Posts an entry whose lines a query yields (`account`, `amount`, `payment_id`, `receivable_id`
 * columns, in order): for movements of thousands of installments, whose lines are built where
 * the rows are (an anticipation of everything). Still ONE INSERT, so the balance trigger checks
 * the whole entry; zero amounts are left out. Answers the entry id.
 */
export async function postEntryFrom(tx: Tx, header: EntryHeader, lines: SQL): Promise<number> {
  const [row] = await tx
    .insert(ledger_entry)
    .values({
      merchant_id: header.merchantId,
      kind: header.kind,
      cause_id: header.causeId,
      transaction_id: header.transactionId ?? null,
      effective_date: header.date,
      created_at: header.at,
    })
    .returning({ id: ledger_entry.id });
  if (!row) throw new Error('postEntryFrom: no entry row returned');
  await tx.execute(sql`INSERT INTO ledger_line (entry_id, line, merchant_id, account, amount_cents, payment_id, receivable_id)
    SELECT ${row.id}, row_number() OVER ()::int, ${header.merchantId}, l.account, l.amount, l.payment_id, l.receivable_id
      FROM (${lines}) AS l(account, amount, payment_id, receivable_id)
     WHERE l.amount <> 0`);
  return row.id;
}
