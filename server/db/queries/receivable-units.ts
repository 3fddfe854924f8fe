import { and, asc, count, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { contract_effect, receivable_unit as ur } from '../schema/index.ts';
import type { UnitSortKey } from '../../../contract/receivable-units.ts';
import type { EffectRow } from './contract-effects.ts';
import { escapeLike, offsetOf, orderBy, type Sorting } from './list-support.ts';
import { getPaymentRow, type PaymentRow } from './payments.ts';

export interface UnitFilter {
  arrangement_id?: number[];
  paid?: boolean;
  contract_effect?: boolean;
  start_date?: string;
  end_date?: string;
  holder_document?: string;
  receiving_end_user_document?: string;
  payment_id?: number;
  receivable_unit_id?: number;
  financier?: string;
}

const UNIT_SORTS = {
  dt_liquidation: ur.dt_liquidation,
  amount: ur.amount_cents,
  committed_amount: ur.committed_cents,
  payable_amount: ur.payable_cents,
  arrangement_id: ur.arrangement_id,
  receivable_unit_id: ur.id,
} as const satisfies Record<UnitSortKey, unknown>;

export const unitSorting = (sortBy: UnitSortKey, sortDesc: boolean): Sorting => ({
  name: `${sortBy}:${sortDesc ? 'desc' : 'asc'}`,
  key: UNIT_SORTS[sortBy],
  tie: ur.id,
  desc: sortDesc,
});

function where(merchantId: number, f: UnitFilter): SQL | undefined {
  return and(
    eq(ur.merchant_id, merchantId),
    f.start_date === undefined ? undefined : gte(ur.dt_liquidation, f.start_date),
    f.end_date === undefined ? undefined : lte(ur.dt_liquidation, f.end_date),
    f.arrangement_id === undefined ? undefined : inArray(ur.arrangement_id, f.arrangement_id),
    f.paid === undefined ? undefined : eq(ur.paid, f.paid),
    f.contract_effect === undefined ? undefined : eq(ur.contract_effect, f.contract_effect),
    f.holder_document === undefined ? undefined : eq(ur.holder_document, f.holder_document),
    f.receiving_end_user_document === undefined
      ? undefined
      : eq(ur.receiving_end_user_document, f.receiving_end_user_document),
    f.payment_id === undefined ? undefined : eq(ur.payment_id, f.payment_id),
    f.receivable_unit_id === undefined ? undefined : eq(ur.id, f.receivable_unit_id),
    // A part of the financier's name finds it, as the merchant rarely knows the legal name whole.
    f.financier === undefined ? undefined : ilike(ur.financier, `%${escapeLike(f.financier)}%`),
  );
}

export type UnitRecord = typeof ur.$inferSelect;

export async function listUnits(
  orm: Orm,
  merchantId: number,
  filter: UnitFilter,
  sorting: Sorting,
  page: number,
  perPage: number,
) {
  const condition = where(merchantId, filter);
  const rows = await orm
    .select()
    .from(ur)
    .where(condition)
    .orderBy(...orderBy(sorting))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  // ~5k units for 13 months ahead and behind: a plain count is cheap.
  const [agg] = await orm.select({ total: count() }).from(ur).where(condition);
  return { rows, total: agg?.total ?? 0 };
}

export async function getUnitRow(orm: Orm, merchantId: number, id: number): Promise<UnitRecord | null> {
  const [row] = await orm
    .select()
    .from(ur)
    .where(and(eq(ur.merchant_id, merchantId), eq(ur.id, id)));
  return row ?? null;
}

/** A unit, its payment and every effect registered on it (deprecated versions included). */
export interface UnitDetailRecord {
  row: UnitRecord;
  payment: PaymentRow | null;
  effects: EffectRow[];
}

/** A unit with its payment and every effect registered on it (deprecated versions included). */
export async function unitDetail(orm: Orm, merchantId: number, id: number): Promise<UnitDetailRecord | null> {
  const row = await getUnitRow(orm, merchantId, id);
  if (!row) return null;
  const payment = await getPaymentRow(orm, merchantId, row.payment_id);
  const effects = await orm
    .select({ effect: contract_effect, arrangement_id: ur.arrangement_id })
    .from(contract_effect)
    .innerJoin(ur, eq(ur.id, contract_effect.receivable_unit_id))
    .where(and(eq(contract_effect.merchant_id, merchantId), eq(contract_effect.receivable_unit_id, id)))
    .orderBy(asc(contract_effect.priority), asc(contract_effect.created_at), asc(contract_effect.id));
  return { row, payment, effects };
}

/** The units of a set of payments (ids) or of one day, paged by id. */
export async function unitsWhere(orm: Orm, merchantId: number, condition: SQL, page: number, perPage: number) {
  const full = and(eq(ur.merchant_id, merchantId), condition);
  const rows = await orm
    .select()
    .from(ur)
    .where(full)
    .orderBy(asc(ur.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [agg] = await orm.select({ total: count() }).from(ur).where(full);
  return { rows, total: agg?.total ?? 0 };
}
