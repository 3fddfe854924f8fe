import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { return_file } from '../schema/index.ts';
import { escapeLike, offsetOf } from './list-support.ts';

/** The return files the bank day wrote (bank.ts), as the merchant lists and downloads them. */
export type ReturnFileRecord = typeof return_file.$inferSelect;

export async function listReturnFiles(
  orm: Orm,
  merchantId: number,
  filter: { date?: string; file_name?: string },
  page: number,
  perPage: number,
) {
  const where = and(
    eq(return_file.merchant_id, merchantId),
    filter.date === undefined ? undefined : eq(return_file.date, filter.date),
    filter.file_name === undefined ? undefined : ilike(return_file.file_name, `%${escapeLike(filter.file_name)}%`),
  );
  const [total] = await orm.select({ n: count() }).from(return_file).where(where);
  const rows = await orm
    .select()
    .from(return_file)
    .where(where)
    .orderBy(desc(return_file.date), desc(return_file.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  return { rows, total: total?.n ?? 0 };
}

export async function findReturnFile(orm: Orm, merchantId: number, id: number) {
  const [row] = await orm.select().from(return_file).where(eq(return_file.id, id));
  return row && row.merchant_id === merchantId ? row : undefined;
}
