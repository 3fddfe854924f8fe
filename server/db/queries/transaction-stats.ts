import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { card_brand, card_transaction as tx, operation } from '../schema/index.ts';
import { addDays, daysBetween, startOfDay } from '../zone.ts';

const count = () => sql<number>`count(*)`.mapWith(Number);
const amount = () => sql<number>`coalesce(sum(${tx.amount_cents}), 0)`.mapWith(Number);
// The São Paulo calendar day of a sale, as text so no driver turns it into a UTC Date.
const saleDay = sql<string>`to_char(${tx.payment_date} AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD')`;

/**
 * Dashboard figures for [dateIni, dateEnd] (São Paulo days, inclusive). Totals count CONFIRMED
 * sales only; every figure is a SQL aggregate over the (merchant_id, payment_date) index.
 */
export async function transactionStats(orm: Orm, merchantId: number, dateIni: string, dateEnd: string) {
  const period = and(
    eq(tx.merchant_id, merchantId),
    gte(tx.payment_date, startOfDay(dateIni)),
    lt(tx.payment_date, startOfDay(addDays(dateEnd, 1))),
  );
  const confirmed = and(period, eq(tx.status, 'CONFIRMED'));

  const [totals] = await orm
    .select({
      total_amount: sql<number>`coalesce(sum(${tx.amount_cents}) filter (where ${tx.status} = 'CONFIRMED'), 0)`.mapWith(Number),
      total_count: sql<number>`count(*) filter (where ${tx.status} = 'CONFIRMED')`.mapWith(Number),
      cancelled_count: sql<number>`count(*) filter (where ${tx.status} = 'CANCELLED')`.mapWith(Number),
      denied_count: sql<number>`count(*) filter (where ${tx.status} = 'DENIED')`.mapWith(Number),
    })
    .from(tx)
    .where(period);
  // Billets have no card brand: by_brand covers card sales only.
  const byBrand = await orm
    .select({ card_brand_id: card_brand.id, brand_name: card_brand.brand_name, amount: amount(), count: count() })
    .from(tx)
    .innerJoin(card_brand, eq(card_brand.id, tx.card_brand_id))
    .where(and(confirmed, isNotNull(tx.card_brand_id)))
    .groupBy(card_brand.id)
    .orderBy(desc(amount()), asc(card_brand.id));
  const byOperation = await orm
    .select({ operation_id: operation.id, operation_name: operation.operation_name, amount: amount(), count: count() })
    .from(tx)
    .innerJoin(operation, eq(operation.id, tx.operation_id))
    .where(confirmed)
    .groupBy(operation.id)
    .orderBy(asc(operation.id));
  const days = await orm.select({ date: saleDay, amount: amount(), count: count() }).from(tx).where(confirmed).groupBy(sql`1`);

  const found = new Map(days.map((d) => [d.date, d]));
  const byDay = Array.from({ length: daysBetween(dateIni, dateEnd) + 1 }, (_, i) => {
    const date = addDays(dateIni, i);
    const day = found.get(date);
    return { date, amount: day?.amount ?? 0, count: day?.count ?? 0 };
  });

  const total_amount = totals?.total_amount ?? 0;
  const total_count = totals?.total_count ?? 0;
  return {
    date_ini: dateIni,
    date_end: dateEnd,
    total_amount,
    total_count,
    // Integer cents like every amount; 0 rather than NaN for an empty period.
    average_ticket: total_count === 0 ? 0 : Math.round(total_amount / total_count),
    cancelled_count: totals?.cancelled_count ?? 0,
    denied_count: totals?.denied_count ?? 0,
    by_brand: byBrand,
    by_operation: byOperation,
    by_day: byDay,
  };
}
