import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { brDate, type BilletTerms } from '../../domain/billet/terms.ts';
import { registerItauBoleto } from '../../domain/boleto/index.ts';
import type { Orm } from '../driver.ts';
import { billet, billet_event } from '../schema/index.ts';
import { todayInZone } from '../zone.ts';
import { type BilletRecord, termColumns } from './billet-records.ts';
import { addEvent, brl, eventRow } from './billets.ts';
import { offsetOf } from './list-support.ts';

/** Uploaded boletos: billet rows in WAITING_REGISTER, newest first (docs/api.md "Uploads"). */
export async function listUploads(orm: Orm, merchantId: number, page: number, perPage: number) {
  const where = and(eq(billet.merchant_id, merchantId), eq(billet.status, 'WAITING_REGISTER'));
  const [total] = await orm.select({ n: count() }).from(billet).where(where);
  const rows = await orm
    .select()
    .from(billet)
    .where(where)
    .orderBy(desc(billet.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  return { rows, total: total?.n ?? 0 };
}

/** Keeps uploaded boletos (one transaction: a file's valid rows land together or not at all). */
export async function insertUploads(
  orm: Orm,
  merchantId: number,
  items: readonly BilletTerms[],
  now: Date,
  how = 'Enviado por planilha',
): Promise<BilletRecord[]> {
  if (items.length === 0) return [];
  return orm.transaction(async (tx) => {
    const out: BilletRecord[] = [];
    // In slices: one INSERT per 500 boletos keeps a 5,000-row file to a few statements.
    for (let i = 0; i < items.length; i += 500) {
      const rows = await tx
        .insert(billet)
        .values(
          items.slice(i, i + 500).map((terms) => ({
            public_id: randomUUID(),
            merchant_id: merchantId,
            payment_id: null,
            status: 'WAITING_REGISTER',
            ...termColumns(terms),
            created_at: now,
          })),
        )
        .returning();
      out.push(...rows);
    }
    // Their history's first line, in a few statements rather than one per boleto.
    const events = out.map((row) => eventRow(row, 'UPLOADED', how, now));
    for (let i = 0; i < events.length; i += 1_000) await tx.insert(billet_event).values(events.slice(i, i + 1_000));
    return out;
  });
}

/** Edits an uploaded boleto; undefined when it is not this merchant's or no longer uploaded. */
export async function updateUpload(orm: Orm, merchantId: number, id: number, terms: BilletTerms, now: Date) {
  return orm.transaction(async (tx) => {
    const [row] = await tx.select().from(billet).where(eq(billet.id, id)).for('update');
    if (!row || row.merchant_id !== merchantId || row.status !== 'WAITING_REGISTER') return undefined;
    const [updated] = await tx
      .update(billet)
      .set({ ...termColumns(terms), registration_error: null })
      .where(eq(billet.id, id))
      .returning();
    await addEvent(tx, row, 'CHANGED', 'Editado antes do registro', now);
    return updated;
  });
}

/** Deletes uploaded boletos (never registered ones); answers how many went. */
export async function deleteUploads(orm: Orm, merchantId: number, ids: readonly number[] | 'all'): Promise<number> {
  return orm.transaction(async (tx) => {
    const where = and(
      eq(billet.merchant_id, merchantId),
      eq(billet.status, 'WAITING_REGISTER'),
      ids === 'all' ? undefined : inArray(billet.id, [...ids]),
    );
    const doomed = await tx.select({ id: billet.id }).from(billet).where(where);
    if (doomed.length === 0) return 0;
    const doomedIds = doomed.map((d) => d.id);
    await tx.delete(billet_event).where(inArray(billet_event.billet_id, doomedIds));
    await tx.delete(billet).where(inArray(billet.id, doomedIds));
    return doomedIds.length;
  });
}

/** Why the simulated bank refuses a registration (README "The simulated bank"), or null. */
export function bankRefusal(row: BilletRecord, today: string): string | null {
  if (row.due_date < today) return 'Data de vencimento anterior à data de registro.';
  if (row.payer_zip_code === '00000000') return 'CEP do pagador inválido.';
  return null;
}

/**
 * Sends every uploaded boleto to the bank: a registered one gets its nosso número (its id),
 * barcode and line (WAITING_RETURN); a refused one stays uploaded with the bank's reason.
 */
export async function registerAll(orm: Orm, merchantId: number, now: Date) {
  const today = todayInZone(now);
  return orm.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(billet)
      .where(and(eq(billet.merchant_id, merchantId), eq(billet.status, 'WAITING_REGISTER')))
      .orderBy(asc(billet.id))
      .for('update');
    const failed: { id: number; message: string }[] = [];
    const events: (typeof billet_event.$inferInsert)[] = [];
    let registered = 0;
    for (const row of rows) {
      const refusal = bankRefusal(row, today);
      if (refusal) {
        await tx.update(billet).set({ registration_error: refusal }).where(eq(billet.id, row.id));
        failed.push({ id: row.id, message: refusal });
        continue;
      }
      const issued = registerItauBoleto({ sequence: row.id, dueDate: row.due_date, amountCents: row.value_cents });
      await tx
        .update(billet)
        .set({ status: 'WAITING_RETURN', ...issued, registered_at: now, registration_error: null })
        .where(eq(billet.id, row.id));
      events.push(
        eventRow(
          row,
          'REGISTERED',
          `Registrado no banco: nosso número ${issued.our_number}, vencimento ${brDate(row.due_date)}, ${brl(row.value_cents)}`,
          now,
        ),
      );
      registered++;
    }
    for (let i = 0; i < events.length; i += 1_000) await tx.insert(billet_event).values(events.slice(i, i + 1_000));
    return { registered, failed };
  });
}
