import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { receivable_unit as ur } from '../schema/index.ts';
import { paymentIdsOn } from './payments.ts';
import { unitsWhere } from './receivable-units.ts';
import { installmentsOfPayments } from './receivables.ts';

/**
 * What a payment (or every payment expected on a future day) is made of: its receivable units
 * and their installments, paged (docs/api.md "Payments").
 */

const ofPayments = (ids: number[]): SQL => (ids.length === 0 ? sql`false` : inArray(ur.payment_id, ids));

export const unitsOfPayment = (orm: Orm, merchantId: number, id: number, page: number, perPage: number) =>
  unitsWhere(orm, merchantId, eq(ur.payment_id, id), page, perPage);

/** The installments landing in the payment: in its units, and its boleto and Pix credits. */
export const installmentsOfPayment = (
  orm: Orm,
  merchantId: number,
  payment: { id: number },
  page: number,
  perPage: number,
) => installmentsOfPayments(orm, merchantId, [payment.id], page, perPage);

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
  return installmentsOfPayments(orm, merchantId, await paymentIdsOn(orm, merchantId, date), page, perPage);
}
