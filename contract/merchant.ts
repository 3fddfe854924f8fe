import * as v from 'valibot';
import { TERMINAL_STATUSES } from './codes/merchant.ts';
import { endpoint } from './endpoint.ts';
import { merchantDetail } from './merchant/detail.ts';
import { NO_PARAMETERS } from './query.ts';
import { need, shape, spec } from './shape.ts';
import { Cents, Count, RowId as Id } from './shapes/numbers.ts';

/**
 * The merchant's own records (requirements §3 "Merchant", "Sales plan"; docs/api.md "Merchant"): who it
 * is, its machines and its fee plans. Money in integer cents; an MDR is a percentage with two
 * decimals (2.49 means 2,49 %).
 */

const AREA = 'merchant';

// The merchant's detail is declared in merchant/detail.ts and imported from there: the shell loads
// that module alone.

// ---- terminals ------------------------------------------------------------------------------

const TerminalSchema = shape(
  {
    id: need(Id, 'each machine’s key on the screen'),
    serial_number: need(v.string(), 'the machine’s label and the serial number filter'),
    model: need(v.string(), 'the machine’s title and the model filter'),
    status: need(v.picklist(TERMINAL_STATUSES), 'the status badge, the status filter and the count of active ones'),
  },
  {
    manufacturer: v.string(),
    // Free text on purpose: a new technology (5G) must not break the whole screen.
    connectivity: v.string(),
    activation_date: v.string(),
    last_used_at: v.nullable(v.string()),
    /** Confirmed sales of the current calendar month (São Paulo). */
    month_count: Count,
    month_amount: Cents,
  },
);

export const TerminalListSchema = shape(
  { data: need(v.array(TerminalSchema), 'the merchant’s machines') },
  { total: Count },
);

// ---- sales plans ----------------------------------------------------------------------------

const PriceSchema = shape({
  operation_id: need(Id, 'the fee table’s row (débito, à vista, parcelado)'),
  installments: need(Count, 'the fee table’s row of a parcelado fee'),
  mdr: need(v.number(), 'the fee, a percentage with 2 decimals'),
});

const BrandPricesSchema = shape({
  card_brand: spec(
    shape({
      id: need(Id, 'the fee table’s column order and the simulator’s brand'),
      brand_name: spec(v.string()),
    }),
  ),
  prices: need(v.array(PriceSchema), 'the brand’s fees'),
});

const SalesPlanSchema = shape({
  sales_plan: spec(
    shape({
      id: need(Id, 'each plan’s key on the screen'),
      name: need(v.string(), 'the plan’s title'),
      channel: spec(
        shape({
          id: spec(Id),
          channel_name: need(v.string(), 'the channel the plan sells through, in words'),
        }),
      ),
    }),
  ),
  card_brand_prices: spec(v.array(BrandPricesSchema)),
});

const SalesPlanListSchema = shape({ data: need(v.array(SalesPlanSchema), 'the merchant’s plans') });

// ---- the calls ------------------------------------------------------------------------------

export const terminalList = endpoint({
  id: 'merchant.terminals',
  area: AREA,
  method: 'GET',
  path: '/v1/app/terminal',
  access: 'merchant',
  summary: 'The merchant’s machines (a handful: no paging, the screen filters them).',
  query: NO_PARAMETERS,
  success: { status: 200, schema: TerminalListSchema },
  errors: [400],
});

export const salesPlanList = endpoint({
  id: 'merchant.salesPlans',
  area: AREA,
  method: 'GET',
  path: '/v1/app/sales_plan',
  access: 'merchant',
  summary: 'The merchant’s plans, with the MDR per brand, operation and installments.',
  query: NO_PARAMETERS,
  success: { status: 200, schema: SalesPlanListSchema },
  errors: [400],
});

export const MERCHANT = [merchantDetail, terminalList, salesPlanList] as const;
