import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { cerc_ur_payment as cp, contract_effect, receivable_unit as ur } from '../schema/index.ts';
import type { CercPaymentSortKey } from '../../../contract/receivable-units.ts';
import { arrangementCode, type RecipientType } from '../../../contract/receivable-codes.ts';
import { ACCREDITOR } from '../../domain/receivable-codes.ts';
import { effectView } from './contract-effects.ts';
import { offsetOf, orderBy, type Sorting } from './list-support.ts';
import { getPaymentRow } from './payments.ts';
import { getUnitRow, unitView } from './receivable-units.ts';

export interface CercPaymentFilter {
  start_date?: string;
  end_date?: string;
  receivable_unit_id?: number;
  payment_id?: number;
  paid?: boolean;
  recipient_type?: RecipientType;
}

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
    f.start_date === undefined ? undefined : gte(cp.payment_date, f.start_date),
    f.end_date === undefined ? undefined : lte(cp.payment_date, f.end_date),
    f.receivable_unit_id === undefined ? undefined : eq(cp.receivable_unit_id, f.receivable_unit_id),
    f.payment_id === undefined ? undefined : eq(cp.payment_id, f.payment_id),
    f.paid === undefined ? undefined : eq(cp.paid, f.paid),
    f.recipient_type === undefined
      ? undefined
      : f.recipient_type === 'MERCHANT'
        ? sql`${cp.contract_effect_id} is null`
        : sql`${cp.contract_effect_id} is not null`,
  );
}

type CercPaymentRecord = typeof cp.$inferSelect;

export function cercPaymentView(row: CercPaymentRecord, arrangementId: number) {
  return {
    id: row.id,
    receivable_unit_id: row.receivable_unit_id,
    arrangement_id: arrangementId,
    arrangement_code: arrangementCode(arrangementId),
    payment_id: row.payment_id,
    contract_effect_id: row.contract_effect_id,
    recipient_type: row.contract_effect_id === null ? ('MERCHANT' as const) : ('BENEFICIARY' as const),
    recipient_document: row.recipient_document,
    recipient_name: row.recipient_name,
    amount: row.amount_cents,
    payment_date: row.payment_date,
    paid: row.paid,
  };
}

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
  return { data: rows.map(({ row, arrangement_id }) => cercPaymentView(row, arrangement_id)), total: agg?.total ?? 0 };
}

export async function getCercPaymentRow(orm: Orm, merchantId: number, id: number) {
  const [row] = await joined(orm).where(and(eq(cp.merchant_id, merchantId), eq(cp.id, id)));
  return row ?? null;
}

/** A payout with its unit, the effect it pays (a beneficiary's share) or the merchant's payment. */
export async function cercPaymentDetail(orm: Orm, merchantId: number, id: number) {
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
  return {
    ...cercPaymentView(found.row, found.arrangement_id),
    receivable_unit: unit ? unitView(unit) : null,
    payment,
    contract_effect: effect ? effectView(effect, found.arrangement_id) : null,
  };
}

/**
 * A receivable unit as registered at CERC: its key, the accreditor, the constituted, committed
 * and free amounts, the effects in force by priority and how it is paid out.
 */
export async function cercUnit(orm: Orm, merchantId: number, id: number) {
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
  const code = arrangementCode(unit.arrangement_id);
  return {
    receivable_unit_id: unit.id,
    // CERC identifies a UR by accreditor, receiving document, arrangement and settlement date.
    ur_key: [ACCREDITOR.document, unit.receiving_end_user_document, code, unit.dt_liquidation].join('|'),
    accreditor_document: ACCREDITOR.document,
    accreditor_name: ACCREDITOR.name,
    arrangement_id: unit.arrangement_id,
    arrangement_code: code,
    dt_liquidation: unit.dt_liquidation,
    holder_document: unit.holder_document,
    receiving_end_user_document: unit.receiving_end_user_document,
    constituted_amount: unit.amount_cents,
    committed_amount: unit.committed_cents,
    free_amount: unit.payable_cents,
    paid: unit.paid,
    contract_effects: effects.filter((e) => !e.deprecated).map((e) => effectView(e, unit.arrangement_id)),
    payments: payouts.map((p) => cercPaymentView(p, unit.arrangement_id)),
  };
}
