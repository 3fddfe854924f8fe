import { and, count, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { contract_effect as ce, receivable_unit as ur } from '../schema/index.ts';
import type { EffectSortKey, effectList } from '../../../contract/contract-effects.ts';
import { addDays, startOfDay } from '../../domain/zone.ts';
import { filterConditions, type ListFilter } from './list-filter.ts';
import { offsetOf, orderBy, type Sorting } from './list-support.ts';

/** The effects' filter: the contract's query without paging and sorting. */
export type EffectFilter = ListFilter<typeof effectList>;

const EFFECT_SORTS = {
  created_at: ce.created_at,
  liquidation_date: ce.liquidation_date,
  priority: ce.priority,
  committed_amount: ce.committed_cents,
  effect_type: ce.effect_type,
  id: ce.id,
} as const satisfies Record<EffectSortKey, unknown>;

export const effectSorting = (sortBy: EffectSortKey, sortDesc: boolean): Sorting => ({
  name: `${sortBy}:${sortDesc ? 'desc' : 'asc'}`,
  key: EFFECT_SORTS[sortBy],
  tie: ce.id,
  desc: sortDesc,
});

function where(merchantId: number, f: EffectFilter): SQL | undefined {
  const byCreation = f.date_type === 'created_at';
  return and(
    eq(ce.merchant_id, merchantId),
    ...filterConditions<EffectFilter>(f, {
      deprecated: (deprecated) => eq(ce.deprecated, deprecated),
      effect_type: (types) => inArray(ce.effect_type, types),
      operation: (operations) => inArray(ce.operation, operations),
      smoke_contract_effect: (smoke) => eq(ce.smoke_contract_effect, smoke),
      // The date type chooses the column start_date and end_date read.
      date_type: () => undefined,
      // created_at is an instant: São Paulo days as a half-open range of instants.
      start_date: (day) => (byCreation ? gte(ce.created_at, startOfDay(day)) : gte(ce.liquidation_date, day)),
      end_date: (day) => (byCreation ? lt(ce.created_at, startOfDay(addDays(day, 1))) : lte(ce.liquidation_date, day)),
      receivable_unit_id: (id) => eq(ce.receivable_unit_id, id),
      contract_identifier: (text) => eq(ce.contract_identifier, text),
      beneficiary_doc: (document) => eq(ce.beneficiary_doc, document),
      protocol: (text) => eq(ce.protocol, text),
      receiving_end_user_document: (document) => eq(ce.receiving_end_user_document, document),
      cerc_code: (code) => eq(ce.cerc_code, code),
    }),
  );
}

export type EffectRecord = typeof ce.$inferSelect;

/** An effect and the arrangement of its unit (the view names it). */
export interface EffectRow {
  effect: EffectRecord;
  arrangement_id: number;
}

export async function listEffects(
  orm: Orm,
  merchantId: number,
  filter: EffectFilter,
  sorting: Sorting,
  page: number,
  perPage: number,
) {
  const condition = where(merchantId, filter);
  const rows = await orm
    .select({ effect: ce, arrangement_id: ur.arrangement_id })
    .from(ce)
    .innerJoin(ur, eq(ur.id, ce.receivable_unit_id))
    .where(condition)
    .orderBy(...orderBy(sorting))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [agg] = await orm.select({ total: count() }).from(ce).where(condition);
  return { rows, total: agg?.total ?? 0 };
}

export async function getEffect(orm: Orm, merchantId: number, id: number): Promise<EffectRow | null> {
  const [row] = await orm
    .select({ effect: ce, arrangement_id: ur.arrangement_id })
    .from(ce)
    .innerJoin(ur, eq(ur.id, ce.receivable_unit_id))
    .where(and(eq(ce.merchant_id, merchantId), eq(ce.id, id)));
  return row ?? null;
}
