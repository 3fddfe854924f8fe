import { Hono } from 'hono';
import type { Db } from '../../db/index.ts';
import { listTerminals } from '../../db/queries/terminals.ts';
import { addMonths, startOfDay, startOfMonth, todayInZone } from '../../domain/zone.ts';
import type { ApiEnv } from '../env.ts';
import { NO_PARAMETERS, parseQuery } from '../list-params.ts';

export function terminalRoutes(db: Db): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/app/terminal', async (c) => {
    parseQuery(c, NO_PARAMETERS);
    // month_count/month_amount: the current calendar month in São Paulo, by the real clock.
    const month = startOfMonth(todayInZone());
    const result = await listTerminals(db.orm, c.get('merchantId'), startOfDay(month), startOfDay(addMonths(month, 1)));
    return c.json(result);
  });
}
