import { titleCase } from '@/lib/text';
import type { SalesPlan } from '@/api/sales-plans';
import { HOLDER_PLAN_CHANNEL_ID } from './plan-matrix';
import type { OperationId } from './simulate-form';
import { OPERATION } from '@contract/codes/lookups';

interface SimulateBrand {
  id: number;
  name: string;
  /** Operations with a fee in the plan, in the order débito, à vista, parcelado. */
  operations: OperationId[];
  /** Installment counts with a parcelado fee (2–12). */
  installments: number[];
}

export interface SimulateChannel {
  channelId: number;
  channelName: string;
  planName: string;
  brands: SimulateBrand[];
}

const ORDER: OperationId[] = [OPERATION.DEBIT, OPERATION.CREDIT, OPERATION.INSTALLMENTS];

/**
 * What can be simulated: the merchant's card plans and, per brand, only the operations and
 * installments the plan has a fee for (Amex has no débito: offering it would only earn a 400).
 * The holder fee plan is left out: there the cardholder pays and the merchant's MDR is zero.
 */
export function simulateChannels(plans: readonly SalesPlan[]): SimulateChannel[] {
  return plans
    .filter((plan) => plan.sales_plan.channel.id !== HOLDER_PLAN_CHANNEL_ID && plan.card_brand_prices.length > 0)
    .map((plan) => ({
      channelId: plan.sales_plan.channel.id,
      channelName: plan.sales_plan.channel.channel_name,
      planName: plan.sales_plan.name,
      brands: [...plan.card_brand_prices]
        .sort((a, b) => a.card_brand.id - b.card_brand.id)
        .map(({ card_brand, prices }) => ({
          id: card_brand.id,
          name: titleCase(card_brand.brand_name),
          operations: ORDER.filter((op) => prices.some((price) => price.operation_id === op)),
          installments: prices
            .filter((price) => price.operation_id === OPERATION.INSTALLMENTS)
            .map((price) => price.installments)
            .sort((a, b) => a - b),
        }))
        .filter((brand) => brand.operations.length > 0),
    }))
    .filter((channel) => channel.brands.length > 0);
}
