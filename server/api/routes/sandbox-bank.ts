import * as contract from '../../../contract/sandbox-bank.ts';
import type { Db } from '../../db/index.ts';
import { runBankDay } from '../../services/billets.ts';
import { requireMerchant } from '../auth.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { returnFileView } from '../views/bank.ts';
import { requireBilletPlan } from './billets.ts';

/** The simulated bank's day on demand, sandbox only (docs/api.md "The simulated bank"). */
export function sandboxBankRoutes(db: Db, options: RouteOptions) {
  const router = contractRouter(options);
  // Outside /v1/app, so the merchant is required here; then the 'Boleto' plan.
  router.app.use(contract.advanceBank.path, requireMerchant, requireBilletPlan(db));
  router.on(contract.advanceBank, async ({ c, body }) => {
    // The body is optional: none runs the day with the bank's own rules only. Hono keeps the text
    // it read, so body() reads it again (with its size limit and JSON check).
    const empty = (await c.req.text()).trim() === '';
    const { pay } = empty ? {} : await body();
    const day = await runBankDay(db.orm, c.get('merchantId'), pay ?? []);
    return { ...day, files: day.files.map(returnFileView) };
  });
  return router;
}
