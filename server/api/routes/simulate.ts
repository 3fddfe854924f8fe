import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { cardBrandOf, channelOf, operationOf } from '../../db/queries/labels.ts';
import { sales_plan, sales_plan_price } from '../../db/schema/index.ts';
import { BRAND, CHANNEL, MAX_INSTALLMENTS, OPERATION } from '../../domain/codes.ts';
import { mdrCents, receivableSchedule } from '../../domain/settlement.ts';
import { addDays, todayInZone } from '../../domain/zone.ts';
import type { ApiEnv } from '../env.ts';
import { invalidParameters } from '../errors.ts';
import { parseBody } from '../list-params.ts';

const CARD_BRANDS = [BRAND.MASTERCARD, BRAND.VISA, BRAND.ELO, BRAND.HIPERCARD, BRAND.AMEX];
const CARD_OPERATIONS = [OPERATION.DEBIT, OPERATION.CREDIT, OPERATION.INSTALLMENTS];
const CARD_CHANNELS = [CHANNEL.POS, CHANNEL.APP_TAXA_ZERO, CHANNEL.ECOMMERCE, CHANNEL.PAYMENT_LINK];
const oneOf = (values: readonly number[]) => v.picklist(values, `Deve ser um de: ${values.join(', ')}`);

const SimulateBody = v.pipe(
  v.strictObject(
    {
      amount: v.pipe(
        v.number('Deve ser um valor em centavos'),
        v.integer('Deve ser um valor em centavos (número inteiro)'),
        v.minValue(1, 'Deve ser maior que zero'),
        v.maxValue(99_999_999, 'O valor máximo é de R$ 999.999,99'),
      ),
      card_brand: oneOf(CARD_BRANDS),
      operation: oneOf(CARD_OPERATIONS),
      installments: v.pipe(
        v.number('Deve ser um número inteiro entre 1 e 12'),
        v.integer('Deve ser um número inteiro entre 1 e 12'),
        v.minValue(1, 'Deve ser um número inteiro entre 1 e 12'),
        v.maxValue(MAX_INSTALLMENTS, 'Deve ser um número inteiro entre 1 e 12'),
      ),
      channel: v.optional(oneOf(CARD_CHANNELS), CHANNEL.POS),
    },
    'Campo desconhecido',
  ),
  v.forward(
    v.check(
      (b) => (b.operation === OPERATION.INSTALLMENTS ? b.installments >= 2 : b.installments === 1),
      'Débito e crédito à vista têm 1 parcela; crédito parcelado, de 2 a 12',
    ),
    ['installments'],
  ),
);

async function rate(
  db: Db,
  planId: number,
  brandId: number,
  operationId: number,
  installments: number,
): Promise<number | undefined> {
  const [row] = await db.orm
    .select({ mdr_bp: sales_plan_price.mdr_bp })
    .from(sales_plan_price)
    .where(
      and(
        eq(sales_plan_price.sales_plan_id, planId),
        eq(sales_plan_price.card_brand_id, brandId),
        eq(sales_plan_price.operation_id, operationId),
        eq(sales_plan_price.installments, installments),
      ),
    );
  return row?.mdr_bp;
}

/**
 * POST /v1/app/transaction/simulate: the MDR, net and receivable schedule a sale made today would
 * have under the merchant's plan, by the same functions the seed derives receivables with.
 */
export function simulateRoute(db: Db) {
  return async (c: Context<ApiEnv>) => {
    const raw: unknown = await c.req.json().catch(() => {
      throw invalidParameters(['body: Envie um JSON com amount, card_brand, operation e installments']);
    });
    const body = parseBody(SimulateBody, raw);
    const [plan] = await db.orm
      .select({ id: sales_plan.id, name: sales_plan.name })
      .from(sales_plan)
      .where(and(eq(sales_plan.merchant_id, c.get('merchantId')), eq(sales_plan.channel_id, body.channel)));
    if (!plan) throw invalidParameters(['channel: O lojista não tem plano de vendas neste canal']);

    // In the "taxa zero" app the cardholder pays the holder fee and the merchant's MDR is 0, as in the seed.
    const holderFee = body.channel === CHANNEL.APP_TAXA_ZERO;
    const bp = await rate(
      db,
      plan.id,
      holderFee ? BRAND.APP_TAXA_ZERO : body.card_brand,
      body.operation,
      body.installments,
    );
    if (bp === undefined)
      throw invalidParameters(['card_brand: O plano não tem taxa para esta bandeira, operação e número de parcelas']);
    const merchantBp = holderFee ? 0 : bp;
    const mdr = mdrCents(body.amount, merchantBp);
    const today = todayInZone();
    const schedule = receivableSchedule({
      operationId: body.operation,
      installments: body.installments,
      amountCents: body.amount,
      mdrCents: mdr,
    });
    return c.json({
      sale_date: today,
      amount: body.amount,
      channel: channelOf(body.channel),
      card_brand: cardBrandOf(body.card_brand),
      operation: operationOf(body.operation),
      installments: body.installments,
      sales_plan: plan,
      mdr: merchantBp / 100,
      mdr_amount: mdr,
      net_amount: body.amount - mdr,
      holder_fee: holderFee ? { mdr: bp / 100, amount: mdrCents(body.amount, bp) } : null,
      receivables: schedule.map((r) => ({
        n_installment: r.n_installment,
        settlement_date: addDays(today, r.offset_days),
        gross_amount: r.gross_cents,
        mdr_amount: r.mdr_cents,
        net_amount: r.net_cents,
      })),
    });
  };
}
