import { and, asc, count, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { contract_effect, receivable_unit as ur } from '../schema/index.ts';
import type { UnitSortKey, unitList } from '../../../contract/receivable-units.ts';
import type { EffectRow } from './contract-effects.ts';
import { filterConditions, type ListFilter } from './list-filter.ts';
import { escapeLike, offsetOf, orderBy, type Sorting } from './list-support.ts';
import { getPaymentRow, type PaymentRow } from './payments.ts';

/** The units' filter: the contract's query without paging and sorting. */
export type UnitFilter = ListFilter<typeof unitList>;

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
    ...filterConditions<UnitFilter>(f, {
      start_date: (day) => gte(ur.dt_liquidation, day),
      end_date: (day) => lte(ur.dt_liquidation, day),
      arrangement_id: (ids) => inArray(ur.arrangement_id, ids),
      paid: (paid) => eq(ur.paid, paid),
      contract_effect: (withEffect) => eq(ur.contract_effect, withEffect),
      holder_document: (document) => eq(ur.holder_document, document),
      receiving_end_user_document: (document) => eq(ur.receiving_end_user_document, document),
      payment_id: (id) => eq(ur.payment_id, id),
      receivable_unit_id: (id) => eq(ur.id, id),
      // A part of the financier's name finds it, as the merchant rarely knows the legal name whole.
      financier: (text) => ilike(ur.financier, `%${escapeLike(text)}%`),
    }),
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
