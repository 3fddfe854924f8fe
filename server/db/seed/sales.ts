import type { TransactionStatus } from '../../../contract/codes/transactions.ts';
import type { card_transaction } from '../schema/index.ts';
import { cardBin } from './cards.ts';
import { BRAND, CHANNEL, OPERATION } from '../../../contract/codes/lookups.ts';
import { personName } from './people.ts';
import { weights, type Rng, type Weighted } from './prng.ts';
import type { SeedPlans } from './sales-plans.ts';
import type { SeedTerminal } from './terminals.ts';
import { mdrCents } from '../../domain/settlement.ts';
import { instantOn, ONLINE_HOURS, type HourWeights } from './volume.ts';

/** A seeded sale always carries its id (the column is an identity only for live sales). */
export type TransactionRow = typeof card_transaction.$inferInsert & { transaction_id: number };
/** A sale before ids are assigned in time order (transaction_id 0 until then). */
export type SaleDraft = TransactionRow;

/** What one merchant's sales on one day share. */
export interface SaleDay {
  merchantId: number;
  date: string;
  dayStartMs: number;
  /** Sales of the last few days may still be in flight (pending, in analysis, pre-authorized). */
  recent: boolean;
  /** Terminals capturing sales that day, weighted by how busy each one is; null if none. */
  terminals: Weighted<SeedTerminal> | null;
  plans: SeedPlans;
  ticketMedianCents: number;
  storeHours: HourWeights;
  nextBilletId: () => number;
}

const BRANDS = weights([
  [BRAND.MASTERCARD, 38],
  [BRAND.VISA, 36],
  [BRAND.ELO, 17],
  [BRAND.HIPERCARD, 3],
  [BRAND.AMEX, 6],
]);
// Short plans dominate; 10 and 12 are the "sem juros" favourites for big tickets.
const INSTALLMENTS = weights([
  [2, 22],
  [3, 20],
  [4, 10],
  [5, 7],
  [6, 12],
  [7, 2],
  [8, 3],
  [9, 1],
  [10, 14],
  [11, 1],
  [12, 8],
]);
const IN_PERSON_INPUT = weights([
  ['CONTACTLESS', 56],
  ['CHIP', 38],
  ['MAGNETIC_STRIPE', 2],
  ['TYPED', 4],
]);
const ONLINE_OPERATIONS = weights<number>([
  [OPERATION.CREDIT, 62],
  [OPERATION.INSTALLMENTS, 38],
]);
const IN_PERSON_OPERATIONS = weights<number>([
  [OPERATION.DEBIT, 42],
  [OPERATION.CREDIT, 40],
  [OPERATION.INSTALLMENTS, 18],
]);
const APP_CODES = weights([
  ['TAXAZERO', 7],
  ['TAPTOPAY', 3],
]);

function status(rng: Rng, day: SaleDay, online: boolean): TransactionStatus {
  const r = rng.float();
  const denied = online ? 0.07 : 0.04;
  if (r < denied) return 'DENIED';
  if (r < denied + 0.035) return 'CANCELLED';
  if (r < denied + 0.037) return 'PARTIAL_CAPTURED';
  // In-flight states resolve within days: older sales ended up confirmed.
  if (!day.recent) return 'CONFIRMED';
  if (r < denied + 0.047) return 'PENDING';
  if (r < denied + 0.055) return online ? 'IN_ANALISYS' : 'PRE_AUTHORIZED';
  return 'CONFIRMED';
}

/** Cents, log-normal, with the round prices people actually charge. */
function amount(rng: Rng, median: number): number {
  let cents = Math.round(rng.logNormal(median, 0.85));
  const style = rng.float();
  if (style < 0.3) cents = Math.max(100, Math.round(cents / 100) * 100);
  else if (style < 0.4) cents = Math.floor(cents / 100) * 100 + 90;
  return Math.min(2_000_000, Math.max(150, cents));
}

function pickTerminal(rng: Rng, day: SaleDay): SeedTerminal | undefined {
  return day.terminals ? rng.weighted(day.terminals) : undefined;
}

/** A paid billet: no card, terminal or e-commerce data, and no MDR (billet fees are not MDR). */
function boleto(rng: Rng, day: SaleDay): SaleDraft {
  const when = instantOn(rng, day.date, ONLINE_HOURS, day.dayStartMs);
  const cents = amount(rng, day.ticketMedianCents * 3);
  return {
    transaction_id: 0,
    merchant_id: day.merchantId,
    terminal_id: null,
    serial_number: null,
    channel_id: CHANNEL.BOLETO,
    operation_id: OPERATION.BOLETO,
    card_brand_id: null,
    sales_plan_id: day.plans.planFor(day.merchantId, CHANNEL.BOLETO) ?? null,
    status: rng.chance(0.06) ? 'CANCELLED' : 'CONFIRMED',
    amount_cents: cents,
    mdr_bp: 0,
    mdr_cents: 0,
    net_cents: cents,
    qt_installment: 1,
    nsu: null,
    nsu_acquirer: null,
    authorization_number: null,
    ecommerce_order: null,
    ecommerce_customer: null,
    bank_billet_id: day.nextBilletId(),
    app_code: null,
    pre_paid_card: false,
    card_input_method: null,
    card_bin: null,
    card_last4: null,
    payment_date: new Date(when),
  };
}

/** One sale on `channelId`, or null when no terminal could have captured it that day. */
export function drawSale(rng: Rng, day: SaleDay, channelId: number): SaleDraft | null {
  if (channelId === CHANNEL.BOLETO) return boleto(rng, day);
  const online = channelId === CHANNEL.ECOMMERCE || channelId === CHANNEL.PAYMENT_LINK;
  const terminal = channelId === CHANNEL.POS ? pickTerminal(rng, day) : undefined;
  if (channelId === CHANNEL.POS && !terminal) return null;

  const brand = rng.weighted(BRANDS);
  let operation = rng.weighted(online ? ONLINE_OPERATIONS : IN_PERSON_OPERATIONS);
  // Amex and Hipercard cards here are credit only.
  if (operation === OPERATION.DEBIT && (brand === BRAND.AMEX || brand === BRAND.HIPERCARD))
    operation = OPERATION.CREDIT;
  const installments = operation === OPERATION.INSTALLMENTS ? rng.weighted(INSTALLMENTS) : 1;
  const median = day.ticketMedianCents * (online ? 1.8 : 1) * (installments > 1 ? 1 + installments * 0.4 : 1);
  const cents = amount(rng, median);

  const planId = day.plans.planFor(day.merchantId, channelId) ?? null;
  // In the "taxa zero" app the cardholder pays the fee, so the merchant's MDR is zero.
  const mdrBp =
    planId === null || channelId === CHANNEL.APP_TAXA_ZERO
      ? 0
      : (day.plans.rate(planId, brand, operation, installments) ?? 0);
  // The same rounding as POST /v1/app/transaction/simulate (settlement.ts).
  const mdrAmount = mdrCents(cents, mdrBp);
  const when = instantOn(rng, day.date, online ? ONLINE_HOURS : day.storeHours, day.dayStartMs);

  return {
    transaction_id: 0,
    merchant_id: day.merchantId,
    terminal_id: terminal?.row.id ?? null,
    serial_number: terminal?.row.serial_number ?? null,
    channel_id: channelId,
    operation_id: operation,
    card_brand_id: brand,
    sales_plan_id: planId,
    status: status(rng, day, online),
    amount_cents: cents,
    mdr_bp: mdrBp,
    mdr_cents: mdrAmount,
    net_cents: cents - mdrAmount,
    qt_installment: installments,
    nsu: rng.digits(6),
    nsu_acquirer: rng.digits(12),
    authorization_number: rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6),
    ecommerce_order: channelId === CHANNEL.ECOMMERCE ? `PED-${rng.digits(8)}` : null,
    ecommerce_customer: channelId === CHANNEL.ECOMMERCE ? personName(rng) : null,
    bank_billet_id: null,
    app_code: channelId === CHANNEL.APP_TAXA_ZERO ? rng.weighted(APP_CODES) : null,
    pre_paid_card: rng.chance(operation === OPERATION.DEBIT ? 0.08 : 0.02),
    card_input_method: online
      ? 'TYPED'
      : channelId === CHANNEL.APP_TAXA_ZERO
        ? 'CONTACTLESS'
        : rng.weighted(IN_PERSON_INPUT),
    card_bin: cardBin(rng, brand),
    card_last4: rng.digits(4),
    payment_date: new Date(when),
  };
}
