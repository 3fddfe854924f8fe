import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { transactionStats } from '../../db/queries/transaction-stats.ts';
import { daysBetween, isIsoDate } from '../../db/zone.ts';
import type { ApiEnv } from '../env.ts';
import { parseInput } from '../validate.ts';

/** Wide enough for "last 13 months", small enough to keep one call cheap. */
export const MAX_STATS_DAYS = 400;

const IsoDate = v.pipe(v.string('Data inválida'), v.check(isIsoDate, 'Data inválida'));
const bothDates = (q: { date_ini: string; date_end: string }) => isIsoDate(q.date_ini) && isIsoDate(q.date_end);

const StatsQuery = v.pipe(
  // valibot reports a missing key with the object's message.
  v.object({ date_ini: IsoDate, date_end: IsoDate }, 'Campo obrigatório'),
  // The range checks also run when a date failed its own check: they must not trust the input.
  v.forward(
    v.check((q) => !bothDates(q) || q.date_end >= q.date_ini, 'Deve ser maior ou igual a date_ini'),
    ['date_end'],
  ),
  v.forward(
    v.check(
      (q) => !bothDates(q) || q.date_end < q.date_ini || daysBetween(q.date_ini, q.date_end) <= MAX_STATS_DAYS,
      `O intervalo máximo é de ${MAX_STATS_DAYS} dias`,
    ),
    ['date_end'],
  ),
);

export function transactionStatsRoutes(db: Db): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/app/transaction/stats', async (c) => {
    const query = parseInput(StatsQuery, c.req.query());
    return c.json(await transactionStats(db.orm, c.get('merchantId'), query.date_ini, query.date_end));
  });
}
