import type { PaymentMethod } from '../../../../contract/shapes/payment-methods.ts';
import { BRAND, CHANNEL, OPERATION } from '../../../../contract/codes/lookups.ts';
import { mdrCents } from '../../../domain/settlement.ts';
import { cardBin } from '../cards.ts';
import type { Rng } from '../prng.ts';
import { weights } from '../prng.ts';
import type { SaleDraft } from '../sales.ts';
import type { SeedPlans } from '../sales-plans.ts';

const BRANDS = weights([
  [BRAND.MASTERCARD, 38],
  [BRAND.VISA, 36],
  [BRAND.ELO, 17],
  [BRAND.HIPERCARD, 3],
  [BRAND.AMEX, 6],
]);

/** The last digits of a denied test card; a denial's message follows them (./charges.ts). */
export const DENIED_LAST4: readonly string[] = ['0002', '9995', '0069'];

/** One payment through a link as a sale: who, how much, when and in what state. */
interface LinkSale {
  merchantId: number;
  method: PaymentMethod;
  amount: number;
  installments: number;
  at: Date;
  status: string;
}

/**
 * The sale a link payment makes: a typed card on channel Link de Pagamento priced by the link's
 * plan, a Pix on the same channel, or a boleto on channel Boleto (no MDR for either).
 */
export function linkSale(rng: Rng, plans: SeedPlans, sale: LinkSale): SaleDraft {
  const base = {
    transaction_id: 0,
    merchant_id: sale.merchantId,
    terminal_id: null,
    serial_number: null,
    amount_cents: sale.amount,
    ecommerce_order: null,
    ecommerce_customer: null,
    app_code: null,
    pre_paid_card: false,
    payment_date: sale.at,
    status: sale.status,
  };
  if (sale.method === 'CARD') return { ...base, ...cardPart(rng, plans, sale) };
  const boleto = sale.method === 'BILLET';
  return {
    ...base,
    channel_id: boleto ? CHANNEL.BOLETO : CHANNEL.PAYMENT_LINK,
    operation_id: boleto ? OPERATION.BOLETO : OPERATION.PIX,
    card_brand_id: null,
    sales_plan_id: boleto ? (plans.planFor(sale.merchantId, CHANNEL.BOLETO) ?? null) : null,
    mdr_bp: 0,
    mdr_cents: 0,
    net_cents: sale.amount,
    qt_installment: 1,
    nsu: null,
    nsu_acquirer: null,
    authorization_number: null,
    bank_billet_id: null, // set with the boleto's id (./charges.ts)
    card_input_method: null,
    card_bin: null,
    card_last4: null,
  } satisfies SaleDraft;
}

function cardPart(rng: Rng, plans: SeedPlans, { merchantId, amount, installments, status }: LinkSale) {
  const brand = rng.weighted(BRANDS);
  const operation = installments > 1 ? OPERATION.INSTALLMENTS : OPERATION.CREDIT;
  const planId = plans.planFor(merchantId, CHANNEL.PAYMENT_LINK) ?? null;
  const bp = planId === null ? 0 : (plans.rate(planId, brand, operation, installments) ?? 0);
  const mdr = mdrCents(amount, bp);
  return {
    channel_id: CHANNEL.PAYMENT_LINK,
    operation_id: operation,
    card_brand_id: brand,
    sales_plan_id: planId,
    mdr_bp: bp,
    mdr_cents: mdr,
    net_cents: amount - mdr,
    qt_installment: installments,
    nsu: rng.digits(6),
    nsu_acquirer: rng.digits(12),
    authorization_number: status === 'CONFIRMED' ? rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6) : null,
    bank_billet_id: null,
    card_input_method: 'TYPED',
    card_bin: cardBin(rng, brand),
    card_last4: status === 'DENIED' ? rng.pick(DENIED_LAST4) : rng.digits(4),
  } satisfies Partial<SaleDraft>;
}
