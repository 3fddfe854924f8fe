import * as contract from '../../../contract/reconciliation.ts';
import type { Db } from '../../db/index.ts';
import { getPaymentRow } from '../../db/queries/payments.ts';
import { reconciliationBatches, reconciliationOf } from '../../db/queries/reconciliation.ts';
import { addDays, addMonths } from '../../domain/zone.ts';
import { exportResponse } from '../../export/index.ts';
import { recordNotFound } from '../errors.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { paymentView } from '../views/payments.ts';
import { reconciliationColumns, reconciliationView } from '../views/reconciliation.ts';

/**
 * Conciliação (contract/reconciliation.ts), an optional capability: a payment's lines from the
 * ledger, and a month of them as the accountant's file. The strict sandbox registers neither.
 */
export function reconciliationRoutes(db: Db, options: RouteOptions) {
  return contractRouter(options)
    .on(contract.reconciliationExport, async ({ c, params, query }) => {
      const start = `${query.month ?? ''}-01`;
      const end = addDays(addMonths(start, 1), -1);
      return exportResponse(params.format, {
        filename: `conciliacao-${query.month ?? ''}`,
        sheetName: 'Conciliação',
        columns: reconciliationColumns,
        rows: reconciliationBatches(db.orm, c.get('merchantId'), start, end),
      });
    })
    .on(contract.paymentReconciliation, async ({ c, params }) => {
      const merchantId = c.get('merchantId');
      const payment = await getPaymentRow(db.orm, merchantId, params.id);
      if (!payment) throw recordNotFound();
      return reconciliationView(paymentView(payment), await reconciliationOf(db.orm, merchantId, params.id));
    });
}
