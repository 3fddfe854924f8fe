import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { cerc_ur_payment as cp, contract_effect, receivable_unit as ur } from '../schema/index.ts';
import type { CercPaymentSortKey, cercPaymentList } from '../../../contract/receivable-units.ts';
import type { EffectRecord } from './contract-effects.ts';
import { filterConditions, type ListFilter } from './list-filter.ts';
import { offsetOf, orderBy, type Sorting } from './list-support.ts';
import { getPaymentRow, type PaymentRow } from './payments.ts';
import { getUnitRow, type UnitRecord } from './receivable-units.ts';

/** The payouts' filter: the contract's query without paging and sorting. */
export type CercPaymentFilter = ListFilter<typeof cercPaymentList>;

const CERC_PAYMENT_SORTS = {
  payment_date: cp.payment_date,
  amount: cp.amount_cents,
  id: cp.id,
} as const satisfies Record<CercPaymentSortKey, unknown>;
export const cercPaymentSorting = (sortBy: CercPaymentSortKey, sortDesc: boolean): Sorting => ({
  name: `${sortBy}:${sortDesc ? 'desc' : 'asc'}`,
  key: CERC_PAYMENT_SORTS[sortBy],
  tie: cp.id,
  desc: sortDesc,
});

function where(merchantId: number, f: CercPaymentFilter): SQL | undefined {
  return and(
    eq(cp.merchant_id, merchantId),
    ...filterConditions<CercPaymentFilter>(f, {
      start_date: (day) => gte(cp.payment_date, day),
      end_date: (day) => lte(cp.payment_date, day),
      receivable_unit_id: (id) => eq(cp.receivable_unit_id, id),
      payment_id: (id) => eq(cp.payment_id, id),
      paid: (paid) => eq(cp.paid, paid),
      recipient_type: (type) =>
        type === 'MERCHANT' ? sql`${cp.contract_effect_id} is null` : sql`${cp.contract_effect_id} is not null`,
    }),
  );
}

export type CercPaymentRecord = typeof cp.$inferSelect;

const joined = (orm: Orm) =>
  orm.select({ row: cp, arrangement_id: ur.arrangement_id }).from(cp).innerJoin(ur, eq(ur.id, cp.receivable_unit_id));

export async function listCercPayments(
  orm: Orm,
  merchantId: number,
  filter: CercPaymentFilter,
  sorting: Sorting,
  page: number,
  perPage: number,
) {
  const condition = where(merchantId, filter);
  const rows = await joined(orm)
    .where(condition)
    .orderBy(...orderBy(sorting))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [agg] = await orm.select({ total: count() }).from(cp).where(condition);
  return { rows, total: agg?.total ?? 0 };
}

export async function getCercPaymentRow(orm: Orm, merchantId: number, id: number) {
  const [row] = await joined(orm).where(and(eq(cp.merchant_id, merchantId), eq(cp.id, id)));
  return row ?? null;
}

/** A payout with its unit's arrangement, its unit, the effect it pays and the merchant's payment. */
export interface CercPaymentDetailRecord {
  row: CercPaymentRecord;
  arrangement_id: number;
  unit: UnitRecord | null;
  payment: PaymentRow | null;
  effect: EffectRecord | null;
}

/** A payout with its unit, the effect it pays (a beneficiary's share) or the merchant's payment. */
export async function cercPaymentDetail(
  orm: Orm,
  merchantId: number,
  id: number,
): Promise<CercPaymentDetailRecord | null> {
  const found = await getCercPaymentRow(orm, merchantId, id);
  if (!found) return null;
  const unit = await getUnitRow(orm, merchantId, found.row.receivable_unit_id);
  const payment = found.row.payment_id === null ? null : await getPaymentRow(orm, merchantId, found.row.payment_id);
  const [effect] =
    found.row.contract_effect_id === null
      ? []
      : await orm
          .select()
          .from(contract_effect)
          .where(
            and(eq(contract_effect.merchant_id, merchantId), eq(contract_effect.id, found.row.contract_effect_id)),
          );
  return { row: found.row, arrangement_id: found.arrangement_id, unit, payment, effect: effect ?? null };
}

/** A unit with the effects in force on it (by priority) and its payouts. */
export interface CercUnitRecord {
  unit: UnitRecord;
  effects: EffectRecord[];
  payouts: CercPaymentRecord[];
}

/**
 * A receivable unit as registered at CERC (the view adds its key and the accreditor): the unit,
 * the effects in force by priority and how it is paid out.
 */
export async function cercUnit(orm: Orm, merchantId: number, id: number): Promise<CercUnitRecord | null> {
  const unit = await getUnitRow(orm, merchantId, id);
  if (!unit) return null;
  const effects = await orm
    .select()
    .from(contract_effect)
    .where(and(eq(contract_effect.merchant_id, merchantId), eq(contract_effect.receivable_unit_id, id)))
    .orderBy(asc(contract_effect.priority), asc(contract_effect.id));
  const payouts = await orm
    .select()
    .from(cp)
    .where(and(eq(cp.merchant_id, merchantId), eq(cp.receivable_unit_id, id)))
    .orderBy(asc(cp.id));
  return { unit, effects: effects.filter((e) => !e.deprecated), payouts };
}
