import { CHANNEL, OPERATION } from '@contract/codes/lookups';
import { OPERATION_LABELS } from '@contract/labels';
import type { SalesPlan } from '@/api/sales-plans';

/** Requirements §3: the holder fee plan is the one sold through channel 2 ('App Taxa Zero'). */
export const HOLDER_PLAN_CHANNEL_ID = CHANNEL.APP_TAXA_ZERO;

const { DEBIT, CREDIT, INSTALLMENTS } = OPERATION;

interface FeeRow {
  key: string;
  label: string;
  /** One MDR per brand of the matrix, in the same order; null when the brand has no such fee. */
  fees: (number | null)[];
}

export interface FeeMatrix {
  planId: number;
  planName: string;
  channelName: string;
  brands: { id: number; name: string }[];
  rows: FeeRow[];
}

export interface PlansView {
  salesPlans: FeeMatrix[];
  holderPlans: FeeMatrix[];
}

/** Débito, Crédito à vista, then 2x … 12x in order, then any other operation. */
function rowOrder(operationId: number, installments: number): number {
  if (operationId === DEBIT) return 0;
  if (operationId === CREDIT) return 1;
  if (operationId === INSTALLMENTS) return 100 + installments;
  return 10_000 + operationId * 100 + installments;
}

function rowLabel(operationId: number, installments: number): string {
  // One row per installment count: 'Crédito 2x' … 'Crédito 12x'.
  if (operationId === INSTALLMENTS) return `Crédito ${installments}x`;
  return (OPERATION_LABELS as Readonly<Record<number, string>>)[operationId] ?? `Operação ${operationId}`;
}

/** A plan as a table: brands as columns (by brand id, the spec's order), fees as rows. */
export function buildFeeMatrix(plan: SalesPlan): FeeMatrix {
  const brandPrices = [...plan.card_brand_prices].sort((a, b) => a.card_brand.id - b.card_brand.id);
  const rows = new Map<string, { order: number; label: string; fees: (number | null)[] }>();

  brandPrices.forEach((brand, column) => {
    for (const price of brand.prices) {
      // Debit and à vista are single payments whatever the installments field says.
      const installments = price.operation_id === INSTALLMENTS ? price.installments : 1;
      const key = `${price.operation_id}-${installments}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          order: rowOrder(price.operation_id, installments),
          label: rowLabel(price.operation_id, installments),
          fees: brandPrices.map(() => null),
        };
        rows.set(key, row);
      }
      row.fees[column] = price.mdr;
    }
  });

  return {
    planId: plan.sales_plan.id,
    planName: plan.sales_plan.name,
    channelName: plan.sales_plan.channel.channel_name,
    brands: brandPrices.map((brand) => ({ id: brand.card_brand.id, name: brand.card_brand.brand_name })),
    rows: [...rows.entries()]
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([key, row]) => ({ key, label: row.label, fees: row.fees })),
  };
}

/** The merchant's own fees apart from the holder fee plan, which the cardholder pays. */
export function buildPlansView(plans: readonly SalesPlan[]): PlansView {
  const view: PlansView = { salesPlans: [], holderPlans: [] };
  for (const plan of plans) {
    const matrix = buildFeeMatrix(plan);
    if (plan.sales_plan.channel.id === HOLDER_PLAN_CHANNEL_ID) view.holderPlans.push(matrix);
    else view.salesPlans.push(matrix);
  }
  return view;
}
