import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { dateOrder, DateParam, UNKNOWN_PARAMETER } from '../query.ts';
import { need, shape } from '../shape.ts';
import { Cents, Count, RowId as Id } from '../shapes/numbers.ts';

/**
 * The dashboard's sales figures (requirements §3 "Transaction"; docs/api.md "Transactions"), apart from
 * the rest of the area (the list, its export, the simulator) so that the first screen carries
 * only this call (issue 31); `transactions.ts` re-exports it for the server and the tools.
 */

/** Wide enough for "last 13 months", small enough to keep one call cheap. */
const MAX_STATS_DAYS = 400;

const StatsQuery = v.strictObject({ date_ini: DateParam, date_end: DateParam }, UNKNOWN_PARAMETER);

const Slice = { amount: need(Cents, 'the bar and its amount'), count: need(Count, 'how many sales') };

export const TransactionStatsSchema = shape(
  {
    total_amount: need(Cents, 'the gross amount card'),
    total_count: need(Count, 'the sales card; none means the empty state'),
    // An average may come with a fraction of a cent; money in the app is whole cents.
    average_ticket: need(v.pipe(v.number(), v.transform(Math.round)), 'the average ticket card'),
    by_brand: need(
      v.array(
        shape({
          card_brand_id: need(Id, 'the row’s key'),
          brand_name: need(v.string(), 'the row’s label'),
          ...Slice,
        }),
      ),
      'the split by brand',
    ),
    by_operation: need(
      v.array(
        shape({
          operation_id: need(Id, 'the row’s key'),
          operation_name: need(v.string(), 'the row’s label'),
          ...Slice,
        }),
      ),
      'the split by operation',
    ),
    by_day: need(v.array(shape({ date: need(v.string(), 'the bar’s day'), ...Slice })), 'the chart of sales per day'),
  },
  {
    date_ini: v.string(),
    date_end: v.string(),
    /** Not in the totals: the screen notes them when there are any. */
    cancelled_count: Count,
    denied_count: Count,
    /**
     * Refunds (issue 23, an optional capability): what the period's sales gave back, already
     * out of total_amount and the splits, and how many of its sales had a refund.
     */
    refunded_amount: Cents,
    refunded_count: Count,
    /**
     * What the merchant pays for the same sales (decision 031): their MDR, less what refunds gave
     * back, plus the anticipation fees of their installments; and what it receives for them,
     * net_amount = total_amount − fee_amount. The home's net and fees, from one set of sales.
     */
    fee_amount: Cents,
    net_amount: Cents,
  },
);

export const transactionStats = endpoint({
  id: 'transactions.stats',
  area: 'transactions',
  method: 'GET',
  path: '/v1/app/transaction/stats',
  access: 'merchant',
  summary: `The dashboard's figures for [date_ini, date_end] (São Paulo days, at most ${MAX_STATS_DAYS}): confirmed sales only.`,
  query: {
    schema: StatsQuery,
    rules: [dateOrder<v.InferOutput<typeof StatsQuery>>('date_ini', 'date_end', MAX_STATS_DAYS)],
  },
  success: { status: 200, schema: TransactionStatsSchema },
  errors: [400],
});
