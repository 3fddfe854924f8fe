import * as contract from '../../../contract/merchant.ts';
import { merchantDetail } from '../../../contract/merchant/detail.ts';
import type { Db } from '../../db/index.ts';
import { getMerchant } from '../../db/queries/merchant.ts';
import { listSalesPlans } from '../../db/queries/sales-plans.ts';
import { listTerminals } from '../../db/queries/terminals.ts';
import { addMonths, startOfDay, startOfMonth, todayInZone } from '../../domain/zone.ts';
import { recordNotFound } from '../errors.ts';
import { contractRouter, type RouteOptions } from '../route.ts';

/** The merchant's own records: who it is, its machines and its fee plans (contract/merchant.ts). */
export function merchantRoutes(db: Db, options: RouteOptions) {
  const router = contractRouter(options);

  router.on(merchantDetail, async ({ c, params }) => {
    // The path id only has to agree with the token: another merchant's id is "not found".
    if (params.merchantId !== c.get('merchantId')) throw recordNotFound();
    const merchant = await getMerchant(db.orm, params.merchantId);
    if (!merchant) throw recordNotFound();
    return merchant;
  });

  router.on(contract.terminalList, async ({ c }) => {
    // month_count/month_amount: the current calendar month in São Paulo, by the real clock.
    const month = startOfMonth(todayInZone());
    return listTerminals(db.orm, c.get('merchantId'), startOfDay(month), startOfDay(addMonths(month, 1)));
  });

  router.on(contract.salesPlanList, async ({ c }) => listSalesPlans(db.orm, c.get('merchantId')));

  return router;
}
