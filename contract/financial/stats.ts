import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { UNKNOWN_PARAMETER } from '../query.ts';
import { need, shape } from '../shape.ts';
import { Cents, Count, RowId } from '../shapes/numbers.ts';
import { CardBrandSchema } from '../shapes/card-brand.ts';
import { filterEntries, filterRules, RECEIVABLE_MULTI } from './filter.ts';

/**
 * The statement's totals (docs/api.md "Financial receivables"), which the dashboard also reads:
 * apart from the list, its export and the adjustments so that the first screen carries only this
 * call (issue 31); `financial.ts` re-exports it for the server and the tools.
 */

// The same filter without paging and order: `page` is refused, so a stats call never looks paged.
const StatsQuery = v.strictObject(filterEntries, UNKNOWN_PARAMETER);
const STATS_QUERY = {
  schema: StatsQuery,
  multi: RECEIVABLE_MULTI,
  rules: filterRules<v.InferOutput<typeof StatsQuery>>(),
};

const Part = shape({
  count: need(Count, 'how many receivables are in the part'),
  gross_amount: need(Cents, 'the part’s gross amount'),
  net_amount: need(Cents, 'the part’s net amount, the figure the table shows'),
});

/**
 * Required: the filter's count and sums, as the list gives them. The split by situation and by
 * card brand is what the screen adds with it; a backend without it shows the totals alone.
 */
export const ReceivableStatsSchema = shape(
  {
    total: need(Count, 'the filter’s count'),
    sum: need(
      shape({
        gross_amount: need(Cents, 'the filter’s gross total'),
        mdr_amount: need(Cents, 'the filter’s MDR total'),
        net_amount: need(Cents, 'the filter’s net total'),
      }),
      'the filter’s totals',
    ),
  },
  {
    paid: Part,
    pending: Part,
    blocked: Part,
    anticipated: Part,
    by_card_brand: v.array(v.object({ card_brand: v.nullable(CardBrandSchema), ...Part.entries })),
    by_block_type: v.array(
      v.object({ block_type: v.nullable(RowId), block_type_label: v.nullable(v.string()), ...Part.entries }),
    ),
  },
);
export type ReceivableStats = v.InferOutput<typeof ReceivableStatsSchema>;

export const receivableStats = endpoint({
  id: 'financial.receivableStats',
  area: 'financial',
  method: 'GET',
  path: '/v1/app/financial/receivable/stats',
  access: 'merchant',
  summary: 'The filter’s totals, and its split by situation, card brand and block reason.',
  query: STATS_QUERY,
  success: { status: 200, schema: ReceivableStatsSchema },
  errors: [400],
});
