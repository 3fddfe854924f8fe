import * as contract from '../../../contract/payments.ts';
import { paymentList } from '../../../contract/payments/list.ts';
import type { Db } from '../../db/index.ts';
import {
  installmentsExpectedOn,
  installmentsOfPayment,
  unitsExpectedOn,
  unitsOfPayment,
} from '../../db/queries/payment-parts.ts';
import { getPaymentRow, listPayments, paymentDetail } from '../../db/queries/payments.ts';
import { invalidParameters, recordNotFound } from '../errors.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { paymentDetailView, paymentView } from '../views/payments.ts';
import { receivableView } from '../views/receivables.ts';
import { unitView } from '../views/receivable-units.ts';

/** Payments (contract/payments.ts): the calendar, a payment and a future day, with their parts. */
export function paymentRoutes(db: Db, options: RouteOptions) {
  // "Future" is relative to the day the data was generated for, as the payments' paid flags are.
  const today = db.seedDate;
  const futureDay = (query: contract.FutureDay): string => {
    const problem = contract.futureDateRule(today)(query);
    if (problem) throw invalidParameters([problem].flat());
    return query.date ?? '';
  };
  const payment = async (merchantId: number, id: number) => {
    const found = await getPaymentRow(db.orm, merchantId, id);
    if (!found) throw recordNotFound();
    return found.payment;
  };
  const units = ({ rows, total }: Awaited<ReturnType<typeof unitsOfPayment>>) => ({ data: rows.map(unitView), total });
  const installments = ({ rows, total, sum }: Awaited<ReturnType<typeof installmentsOfPayment>>) => ({
    data: rows.map(({ row, sale }) => receivableView(row, sale)),
    total,
    sum,
  });

  // The future day's calls before `{id}`'s: 'future' must not be read as an id.
  return contractRouter(options)
    .on(paymentList, async ({ c, query }) => {
      const merchantId = c.get('merchantId');
      const split = await listPayments(db.orm, merchantId, query.dt_start ?? '', query.dt_end ?? '', today);
      return { payments: split.payments.map(paymentView), future_payments: split.future_payments.map(paymentView) };
    })
    .on(contract.futureUnits, async ({ c, query }) =>
      units(await unitsExpectedOn(db.orm, c.get('merchantId'), futureDay(query), query.page, query.perPage)),
    )
    .on(contract.futureInstallments, async ({ c, query }) =>
      installments(
        await installmentsExpectedOn(db.orm, c.get('merchantId'), futureDay(query), query.page, query.perPage),
      ),
    )
    .on(contract.paymentDetail, async ({ c, params }) => {
      const detail = await paymentDetail(db.orm, c.get('merchantId'), params.id);
      if (!detail) throw recordNotFound();
      return paymentDetailView(detail);
    })
    .on(contract.paymentUnits, async ({ c, params, query }) => {
      const merchantId = c.get('merchantId');
      await payment(merchantId, params.id);
      return units(await unitsOfPayment(db.orm, merchantId, params.id, query.page, query.perPage));
    })
    .on(contract.paymentInstallments, async ({ c, params, query }) => {
      const merchantId = c.get('merchantId');
      const found = await payment(merchantId, params.id);
      return installments(await installmentsOfPayment(db.orm, merchantId, found, query.page, query.perPage));
    });
}
