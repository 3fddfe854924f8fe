import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { receivable_unit as ur } from '../schema/index.ts';
import { paymentIdsOn } from './payments.ts';
import { unitsWhere } from './receivable-units.ts';
import { unitsInstallments } from './receivables.ts';

/**
 * What a payment (or every payment expected on a future day) is made of: its receivable units
 * and their installments, paged (docs/api.md "Payments").
 */

/** Enough for one payment's units (a few per arrangement) when their installments are listed. */
const ALL_UNITS = 1_000;

const ofPayments = (ids: number[]): SQL => (ids.length === 0 ? sql`false` : inArray(ur.payment_id, ids));

export const unitsOfPayment = (orm: Orm, merchantId: number, id: number, page: number, perPage: number) =>
  unitsWhere(orm, merchantId, eq(ur.payment_id, id), page, perPage);

export async function installmentsOfPayment(
  orm: Orm,
  merchantId: number,
  payment: { id: number; payment_date: string },
  page: number,
  perPage: number,
) {
  const units = await unitsWhere(orm, merchantId, eq(ur.payment_id, payment.id), 1, ALL_UNITS);
  const unitIds = units.data.map((u) => u.receivable_unit_id);
  return unitsInstallments(orm, merchantId, payment.payment_date, unitIds, page, perPage);
}

export async function unitsExpectedOn(orm: Orm, merchantId: number, date: string, page: number, perPage: number) {
  return unitsWhere(orm, merchantId, ofPayments(await paymentIdsOn(orm, merchantId, date)), page, perPage);
}

export async function installmentsExpectedOn(
  orm: Orm,
  merchantId: number,
  date: string,
  page: number,
  perPage: number,
) {
  const units = await unitsExpectedOn(orm, merchantId, date, 1, ALL_UNITS);
  const unitIds = units.data.map((u) => u.receivable_unit_id);
  return unitsInstallments(orm, merchantId, date, unitIds, page, perPage);
}
