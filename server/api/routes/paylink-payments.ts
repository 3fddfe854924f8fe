import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { findLinkPayment, linkPaymentView, listLinkPayments } from '../../db/queries/link-payments.ts';
import { paymentStore } from '../../db/queries/payment-store.ts';
import type { PaylinkRecord } from '../../db/queries/paylinks.ts';
import { cancelCharge, NOT_OPEN } from '../../domain/payments/charges.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, recordNotFound } from '../errors.ts';
import { pagingEntries, parseQuery, UNKNOWN_PARAMETER } from '../list-params.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ListQuery = v.strictObject({ ...pagingEntries(10) }, UNKNOWN_PARAMETER);

/**
 * A link's payments and the cancelling of an open Pix charge or boleto (docs/api.md, "Payment
 * links"). Mounted inside paylinkRoutes, behind its e-commerce check; `owned` resolves the link
 * of the path or answers 404. No 'Boleto' plan is needed: the boletos a link's customers opened
 * are the link's merchant's to see and stop.
 */
export function paylinkPaymentRoutes(
  db: Db,
  owned: (c: Context<ApiEnv>) => Promise<PaylinkRecord>,
  origin: (c: Context) => string,
): Hono<ApiEnv> {
  const store = paymentStore(db.orm);
  return new Hono<ApiEnv>()
    .get('/v1/app/paylink/:id/payments', async (c) => {
      const link = await owned(c);
      const { page, perPage } = parseQuery(c, { schema: ListQuery });
      const { data, total } = await listLinkPayments(db.orm, link.id, page, perPage);
      return c.json({ data: data.map((row) => linkPaymentView(row, origin(c))), total });
    })
    .patch('/v1/app/paylink/:id/payments/:payment/cancel', async (c) => {
      const link = await owned(c);
      const id = c.req.param('payment');
      const found = UUID.test(id) ? await findLinkPayment(db.orm, link.id, id) : undefined;
      if (!found) throw recordNotFound();
      if (!(await cancelCharge(store, link.id, id, new Date()))) throw new ApiError(409, NOT_OPEN);
      const cancelled = await findLinkPayment(db.orm, link.id, id);
      if (!cancelled) throw recordNotFound();
      return c.json(linkPaymentView(cancelled, origin(c)));
    });
}
