import type * as v from 'valibot';
import type { SimulateBody } from '../../../contract/transaction-shapes.ts';
import type { Db } from '../../db/index.ts';
import { cardBrandOf, channelOf, operationOf } from '../../db/queries/labels.ts';
import { planOfChannel, planRate } from '../../db/queries/sales-plans.ts';
import { BRAND, CHANNEL } from '../../../contract/codes/lookups.ts';
import { mdrCents, receivableSchedule, settlementDate } from '../../domain/settlement.ts';
import { todayInZone } from '../../domain/zone.ts';
import { invalidParameters } from '../errors.ts';

type Sale = v.InferOutput<typeof SimulateBody>;

/**
 * POST /v1/app/transaction/simulate: the MDR, net and receivable schedule a sale made today would
 * have under the merchant's plan, by the same functions the seed derives receivables with.
 */
export async function simulate(db: Db, merchantId: number, sale: Sale) {
  const plan = await planOfChannel(db.orm, merchantId, sale.channel);
  if (!plan) throw invalidParameters(['channel: O lojista não tem plano de vendas neste canal']);

  // In the "taxa zero" app the cardholder pays the holder fee and the merchant's MDR is 0, as in the seed.
  const holderFee = sale.channel === CHANNEL.APP_TAXA_ZERO;
  const bp = await planRate(db.orm, {
    planId: plan.id,
    brandId: holderFee ? BRAND.APP_TAXA_ZERO : sale.card_brand,
    operationId: sale.operation,
    installments: sale.installments,
  });
  if (bp === undefined)
    throw invalidParameters(['card_brand: O plano não tem taxa para esta bandeira, operação e número de parcelas']);
  const merchantBp = holderFee ? 0 : bp;
  const mdr = mdrCents(sale.amount, merchantBp);
  const today = todayInZone();
  const schedule = receivableSchedule({
    operationId: sale.operation,
    installments: sale.installments,
    amountCents: sale.amount,
    mdrCents: mdr,
  });
  return {
    sale_date: today,
    amount: sale.amount,
    channel: channelOf(sale.channel),
    // A simulated sale always has a card brand.
    card_brand: cardBrandOf(sale.card_brand) ?? { id: sale.card_brand, brand_name: '' },
    operation: operationOf(sale.operation),
    installments: sale.installments,
    sales_plan: plan,
    mdr: merchantBp / 100,
    mdr_amount: mdr,
    net_amount: sale.amount - mdr,
    holder_fee: holderFee ? { mdr: bp / 100, amount: mdrCents(sale.amount, bp) } : null,
    receivables: schedule.map((r) => ({
      n_installment: r.n_installment,
      settlement_date: settlementDate(today, r.offset_days),
      gross_amount: r.gross_cents,
      mdr_amount: r.mdr_cents,
      net_amount: r.net_cents,
    })),
  };
}
