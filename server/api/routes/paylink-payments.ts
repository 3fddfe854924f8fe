import type { Context } from 'hono';
import * as contract from '../../../contract/paylinks.ts';
import type { Db } from '../../db/index.ts';
import { findLinkPayment, listLinkPayments } from '../../db/queries/link-payments.ts';
import { paymentStore } from '../../services/payment-store.ts';
import type { PaylinkRecord } from '../../db/queries/paylinks.ts';
import { cancelCharge, NOT_OPEN } from '../../domain/payments/charges.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, recordNotFound } from '../errors.ts';
import type { contractRouter } from '../route.ts';
import { linkPaymentView } from '../views/link-payments.ts';

/**
 * A link's payments and the cancelling of an open Pix charge or boleto (docs/api.md, "Payment
 * links"). Registered on paylinkRoutes' router, behind its e-commerce check; `owned` resolves the
 * link of the path or answers 404. No 'Boleto' plan is needed: the boletos a link's customers
 * opened are the link's merchant's to see and stop.
 */
export function paylinkPaymentRoutes(
  router: ReturnType<typeof contractRouter>,
  db: Db,
  owned: (c: Context<ApiEnv>, id: number) => Promise<PaylinkRecord>,
  origin: (c: Context) => string,
): void {
  const store = paymentStore(db.orm);

  router.on(contract.linkPayments, async ({ c, params, query }) => {
    const link = await owned(c, params.id);
    const { rows, total } = await listLinkPayments(db.orm, link.id, query.page, query.perPage);
    return { data: rows.map((row) => linkPaymentView(row, origin(c))), total };
  });

  router.on(contract.cancelLinkCharge, async ({ c, params }) => {
    const link = await owned(c, params.id);
    const id = params.payment_id;
    if (!(await findLinkPayment(db.orm, link.id, id))) throw recordNotFound();
    if (!(await cancelCharge(store, link.id, id, new Date()))) throw new ApiError(409, NOT_OPEN);
    const cancelled = await findLinkPayment(db.orm, link.id, id);
    if (!cancelled) throw recordNotFound();
    return linkPaymentView(cancelled, origin(c));
  });
}
