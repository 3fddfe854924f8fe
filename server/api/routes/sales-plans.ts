import { Hono } from 'hono';
import type { Db } from '../../db/index.ts';
import { listSalesPlans } from '../../db/queries/sales-plans.ts';
import type { ApiEnv } from '../env.ts';
import { NO_PARAMETERS, parseQuery } from '../list-params.ts';

export function salesPlanRoutes(db: Db): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/app/sales_plan', async (c) => {
    parseQuery(c, NO_PARAMETERS);
    return c.json(await listSalesPlans(db.orm, c.get('merchantId')));
  });
}
