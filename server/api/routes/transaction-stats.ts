import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { transactionStats } from '../../db/queries/transaction-stats.ts';
import type { ApiEnv } from '../env.ts';
import { dateOrder, DateParam, parseQuery, UNKNOWN_PARAMETER, type QuerySpec } from '../list-params.ts';

/** Wide enough for "last 13 months", small enough to keep one call cheap. */
export const MAX_STATS_DAYS = 400;

const StatsQuery = v.strictObject({ date_ini: DateParam, date_end: DateParam }, UNKNOWN_PARAMETER);
const STATS_QUERY: QuerySpec<typeof StatsQuery> = {
  schema: StatsQuery,
  rules: [dateOrder('date_ini', 'date_end', MAX_STATS_DAYS)],
};

export function transactionStatsRoutes(db: Db): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/app/transaction/stats', async (c) => {
    const query = parseQuery(c, STATS_QUERY);
    return c.json(await transactionStats(db.orm, c.get('merchantId'), query.date_ini, query.date_end));
  });
}
