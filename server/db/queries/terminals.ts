import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { card_transaction as sale, terminal } from '../schema/index.ts';
import { toZonedIso } from '../../domain/zone.ts';

/** The merchant's terminals with their confirmed sales in [monthStart, monthEnd). */
export async function listTerminals(orm: Orm, merchantId: number, monthStart: Date, monthEnd: Date) {
  const rows = await orm
    .select({
      terminal,
      month_count: sql<number>`count(${sale.transaction_id})`.mapWith(Number),
      month_amount: sql<number>`coalesce(sum(${sale.amount_cents}), 0)`.mapWith(Number),
    })
    .from(terminal)
    .leftJoin(
      sale,
      and(
        // merchant_id first so the (merchant_id, payment_date) index serves the join.
        eq(sale.merchant_id, terminal.merchant_id),
        gte(sale.payment_date, monthStart),
        lt(sale.payment_date, monthEnd),
        eq(sale.terminal_id, terminal.id),
        eq(sale.status, 'CONFIRMED'),
      ),
    )
    .where(eq(terminal.merchant_id, merchantId))
    .groupBy(terminal.id)
    .orderBy(asc(terminal.id));

  const data = rows.map(({ terminal: t, month_count, month_amount }) => ({
    id: t.id,
    serial_number: t.serial_number,
    model: t.model,
    manufacturer: t.manufacturer,
    connectivity: t.connectivity,
    status: t.status,
    activation_date: t.activation_date,
    last_used_at: t.last_used_at ? toZonedIso(t.last_used_at) : null,
    month_count,
    month_amount,
  }));
  return { data, total: data.length };
}
