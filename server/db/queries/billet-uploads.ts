import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BilletTerms } from '../../domain/billet/terms.ts';
import type { Orm } from '../driver.ts';
import { billet, billet_event } from '../schema/index.ts';
import { yieldToOthers } from './billet-registration.ts';
import { termColumns, UPLOADING } from './billet-records.ts';
import { addEvent, eventRow } from './billets.ts';
import { offsetOf } from './list-support.ts';

/** Rows per hidden batch of a file: one statement of ~40 ms on PGlite. */
const BATCH = 100;
const ABANDONED_MS = 10 * 60_000;

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

/** A boleto made in the portal's form: kept at once, with its history's first line. */
export async function insertUpload(orm: Orm, merchantId: number, terms: BilletTerms, now: Date, how: string) {
  return orm.transaction(async (tx) => {
    const [row] = await tx
      .insert(billet)
      .values({ ...newUpload(merchantId, terms, 'WAITING_REGISTER'), created_at: now })
      .returning();
    if (row) await tx.insert(billet_event).values(eventRow(row, 'UPLOADED', how, now));
    return row;
  });
}

/**
 * Keeps a file's valid rows: all of them or none, without one long transaction (PGlite runs one
 * query at a time, so a 5,000-row transaction would stall every merchant). Batches are written
 * hidden (status UPLOADING, which no list, export or call shows), the requests that queued meanwhile
 * go in between, and one UPDATE shows the whole file at once. A failed file's batches are deleted;
 * those of a crashed process are by the merchant's next file. Answers how many were kept.
 */
export async function insertUploadFile(orm: Orm, merchantId: number, items: readonly BilletTerms[], now: Date) {
  await deleteAbandoned(orm, merchantId, now);
  if (items.length === 0) return 0;
  const ids: number[] = [];
  try {
    for (let i = 0; i < items.length; i += BATCH) {
      ids.push(...(await insertHidden(orm, merchantId, items.slice(i, i + BATCH), now)));
      await yieldToOthers();
    }
    await orm.execute(
      sql`UPDATE ${billet} SET status = 'WAITING_REGISTER' WHERE ${billet.status} = ${UPLOADING} AND ${inIds(billet.id, ids)}`,
    );
  } catch (error) {
    await deleteHidden(orm, ids).catch(() => undefined);
    throw error;
  }
  return ids.length;
}

/** A file's hidden batch and its history's first lines, in one statement; answers their ids. */
async function insertHidden(orm: Orm, merchantId: number, items: readonly BilletTerms[], now: Date) {
  const rows = items.map((terms) => ({ ...newUpload(merchantId, terms, UPLOADING), created_at: now.toISOString() }));
  const columns = sql.raw(
    Object.keys(rows[0] ?? {})
      .map((c) => `"${c}"`)
      .join(', '),
  );
  const added = (await orm.execute(sql`WITH added AS (
      INSERT INTO ${billet} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::billet, ${JSON.stringify(rows)}::json)
      RETURNING id, merchant_id)
    INSERT INTO ${billet_event} (merchant_id, billet_id, at, event, description)
    SELECT merchant_id, id, ${now.toISOString()}::timestamptz, 'UPLOADED', 'Enviado por planilha' FROM added
    RETURNING billet_id`)) as unknown as { rows: { billet_id: number }[] }; // both drivers answer { rows }
  return added.rows.map((row) => Number(row.billet_id));
}

/** `column IN (ids)` with one parameter however many ids (a file has up to 5,000). */
const inIds = (column: AnyPgColumn, ids: readonly number[]) =>
  sql`${column} IN (SELECT value::integer FROM json_array_elements_text(${JSON.stringify(ids)}::json))`;

async function deleteHidden(orm: Orm, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await orm.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM ${billet_event} WHERE ${inIds(billet_event.billet_id, ids)}`);
    await tx.execute(sql`DELETE FROM ${billet} WHERE ${billet.status} = ${UPLOADING} AND ${inIds(billet.id, ids)}`);
  });
}

/** Hidden batches of a file that never finished (the process stopped): an upload takes seconds. */
async function deleteAbandoned(orm: Orm, merchantId: number, now: Date): Promise<void> {
  const stale = await orm
    .select({ id: billet.id })
    .from(billet)
    .where(
      and(
        eq(billet.merchant_id, merchantId),
        eq(billet.status, UPLOADING),
        lt(billet.created_at, new Date(now.getTime() - ABANDONED_MS)),
      ),
    );
  await deleteHidden(
    orm,
    stale.map((row) => row.id),
  );
}

function newUpload(merchantId: number, terms: BilletTerms, status: string) {
  return {
    public_id: randomUUID(),
    merchant_id: merchantId,
    payment_id: null,
    status,
    ...termColumns(terms),
  };
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
