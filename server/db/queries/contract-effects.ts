import { and, count, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { contract_effect as ce, receivable_unit as ur } from '../schema/index.ts';
import type { EFFECT_DATE_TYPES, EffectSortKey } from '../../../contract/contract-effects.ts';
import { addDays, startOfDay } from '../../domain/zone.ts';
import { offsetOf, orderBy, type Sorting } from './list-support.ts';

export interface EffectFilter {
  effect_type?: number[];
  operation?: string[];
  deprecated: boolean;
  smoke_contract_effect?: boolean;
  date_type: (typeof EFFECT_DATE_TYPES)[number];
  start_date?: string;
  end_date?: string;
  receivable_unit_id?: number;
  contract_identifier?: string;
  beneficiary_doc?: string;
  protocol?: string;
  receiving_end_user_document?: string;
  cerc_code?: string;
}

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
    eq(ce.deprecated, f.deprecated),
    f.effect_type === undefined ? undefined : inArray(ce.effect_type, f.effect_type),
    f.operation === undefined ? undefined : inArray(ce.operation, f.operation),
    f.smoke_contract_effect === undefined ? undefined : eq(ce.smoke_contract_effect, f.smoke_contract_effect),
    // created_at is an instant: São Paulo days as a half-open range of instants.
    f.start_date === undefined
      ? undefined
      : byCreation
        ? gte(ce.created_at, startOfDay(f.start_date))
        : gte(ce.liquidation_date, f.start_date),
    f.end_date === undefined
      ? undefined
      : byCreation
        ? lt(ce.created_at, startOfDay(addDays(f.end_date, 1)))
        : lte(ce.liquidation_date, f.end_date),
    f.receivable_unit_id === undefined ? undefined : eq(ce.receivable_unit_id, f.receivable_unit_id),
    f.contract_identifier === undefined ? undefined : eq(ce.contract_identifier, f.contract_identifier),
    f.beneficiary_doc === undefined ? undefined : eq(ce.beneficiary_doc, f.beneficiary_doc),
    f.protocol === undefined ? undefined : eq(ce.protocol, f.protocol),
    f.receiving_end_user_document === undefined
      ? undefined
      : eq(ce.receiving_end_user_document, f.receiving_end_user_document),
    f.cerc_code === undefined ? undefined : eq(ce.cerc_code, f.cerc_code),
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
