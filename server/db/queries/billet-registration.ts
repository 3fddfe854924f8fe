import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { brDate } from '../../domain/billet/fields.ts';
import { registerItauBoleto } from '../../domain/boleto/index.ts';
import type { Orm } from '../driver.ts';
import { billet, billet_event } from '../schema/index.ts';
import { todayInZone } from '../../domain/zone.ts';
import type { BilletRecord } from './billet-records.ts';
import { brl } from '../../../contract/rules/money.ts';
import { eventRow } from './billets.ts';
import type { Tx } from './tx.ts';

/**
 * Registration of uploaded boletos with the simulated bank (docs/api.md "Uploads"), in batches:
 * each batch is one short transaction, so other merchants' queries (PGlite runs one at a time)
 * wait at most one batch, never the whole run. Each boleto is registered with its history line
 * or not at all; a run that stops half-way leaves the rest uploaded, and the next run registers
 * only those (a registered boleto is no longer WAITING_REGISTER, so it is never issued twice).
 */

const BATCH = 100;

/** Lets requests that queued for the database meanwhile go before the next batch. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Why the simulated bank refuses a registration (README "The simulated bank"), or null. */
function bankRefusal(row: Pick<BilletRecord, 'due_date' | 'payer_zip_code'>, today: string): string | null {
  if (row.due_date < today) return 'Data de vencimento anterior à data de registro.';
  if (row.payer_zip_code === '00000000') return 'CEP do pagador inválido.';
  return null;
}

interface Refusal {
  id: number;
  message: string;
}

/**
 * Sends every uploaded boleto to the bank: a registered one gets its nosso número (its id),
 * barcode and line (WAITING_RETURN); a refused one stays uploaded with the bank's reason.
 */
export async function registerAll(orm: Orm, merchantId: number, now: Date) {
  const today = todayInZone(now);
  let after = 0;
  let registered = 0;
  const failed: Refusal[] = [];
  for (;;) {
    const batch = await orm.transaction((tx) => registerBatch(tx, merchantId, after, today, now));
    if (!batch) return { registered, failed };
    registered += batch.registered;
    failed.push(...batch.failed);
    after = batch.last;
    await yieldToOthers();
  }
}

/** The next uploaded boletos after id `after`, registered or refused; undefined when none is left. */
async function registerBatch(tx: Tx, merchantId: number, after: number, today: string, now: Date) {
  const rows = await tx
    // Only what the bank needs: PGlite converts every field of a row in JS, and a boleto has 43.
    .select({
      id: billet.id,
      merchant_id: billet.merchant_id,
      due_date: billet.due_date,
      value_cents: billet.value_cents,
      payer_zip_code: billet.payer_zip_code,
    })
    .from(billet)
    .where(and(eq(billet.merchant_id, merchantId), eq(billet.status, 'WAITING_REGISTER'), gt(billet.id, after)))
    .orderBy(asc(billet.id))
    .limit(BATCH)
    .for('update');
  const last = rows.at(-1);
  if (!last) return undefined;
  const issued: { id: number; our_number: string; barcode: string; digitable_line: string }[] = [];
  const failed: Refusal[] = [];
  const events: (typeof billet_event.$inferInsert)[] = [];
  for (const row of rows) {
    const refusal = bankRefusal(row, today);
    if (refusal) {
      failed.push({ id: row.id, message: refusal });
      continue;
    }
    const boleto = registerItauBoleto({ sequence: row.id, dueDate: row.due_date, amountCents: row.value_cents });
    issued.push({ id: row.id, ...boleto });
    const what = `nosso número ${boleto.our_number}, vencimento ${brDate(row.due_date)}, ${brl(row.value_cents)}`;
    events.push(eventRow(row, 'REGISTERED', `Registrado no banco: ${what}`, now));
  }
  // One statement per batch, not one per boleto; the status guard keeps a boleto from a second issue.
  if (issued.length > 0)
    await tx.execute(sql`UPDATE ${billet} SET status = 'WAITING_RETURN', our_number = v.our_number,
      barcode = v.barcode, digitable_line = v.digitable_line, registered_at = ${now.toISOString()}::timestamptz,
      registration_error = NULL
      FROM json_to_recordset(${JSON.stringify(issued)}::json)
        AS v(id integer, our_number text, barcode text, digitable_line text)
      WHERE ${billet.id} = v.id AND ${billet.status} = 'WAITING_REGISTER'`);
  if (failed.length > 0)
    await tx.execute(sql`UPDATE ${billet} SET registration_error = v.message
      FROM json_to_recordset(${JSON.stringify(failed)}::json) AS v(id integer, message text)
      WHERE ${billet.id} = v.id`);
  if (events.length > 0) await tx.insert(billet_event).values(events);
  return { registered: issued.length, failed, last: last.id };
}
