import * as contract from '../../../contract/refunds.ts';
import type { Db } from '../../db/index.ts';
import { isMerchantSale, refundsOf } from '../../db/queries/refunds.ts';
import type { MoneyPauseHook, MoneyPausePhase } from '../../domain/money-pause.ts';
import { refundFingerprint } from '../../domain/refunds.ts';
import { refundSale } from '../../services/refunds.ts';
import { recordNotFound } from '../errors.ts';
import { answer, contractRouter, type RouteOptions } from '../route.ts';
import { refundView } from '../views/refunds.ts';

/**
 * Refunds (contract/refunds.ts), an optional capability: the strict sandbox registers neither
 * call, and refunding needs the `sales_refund` role (route.ts answers 403 without it).
 */
export function refundRoutes(db: Db, options: RouteOptions, pause?: MoneyPauseHook) {
  return contractRouter(options)
    .on(contract.refundCreate, async ({ c, params, headers, body }) => {
      const merchantId = c.get('merchantId');
      // Another merchant's sale is a 404 before its body is judged.
      if (!(await isMerchantSale(db.orm, merchantId, params.transaction_id))) throw recordNotFound();
      const { amount, reason } = await body();
      const refunded = await refundSale(
        db.orm,
        {
          merchantId,
          transactionId: params.transaction_id,
          key: headers['Idempotency-Key'],
          fingerprint: refundFingerprint(params.transaction_id, amount, reason),
          amount,
          reason,
          // "Today" is the data's: the day its payments were generated for (as payments.ts reads it).
          today: db.seedDate,
          now: new Date(),
          ...(pause ? { pause: (phase: MoneyPausePhase) => pause('refund', phase) } : {}),
        },
        refundView,
      );
      if (!refunded) throw recordNotFound();
      return answer(refunded.status, refunded.body);
    })
    .on(contract.refundList, async ({ c, params }) => {
      const refunds = await refundsOf(db.orm, c.get('merchantId'), params.transaction_id);
      if (!refunds) throw recordNotFound();
      return { data: refunds.map(refundView) };
    });
}
