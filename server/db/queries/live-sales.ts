import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CHANNEL, OPERATION } from '../../../contract/codes/lookups.ts';
import { arrangementOf, mdrCents, receivableId, receivableSchedule, settlementDate } from '../../domain/settlement.ts';
import { payOut } from './payouts.ts';
import { postEntry } from './ledger.ts';
import { placeInstallments } from './installment-placement.ts';
import type { Tx } from './tx.ts';
import { card_transaction, financial_receivable, sales_plan, sales_plan_price } from '../schema/index.ts';
import { dateOfInstant } from '../../domain/zone.ts';

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
const AUTH_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export interface LiveSale {
  merchantId: number;
  /** CARD: credit (1 installment) or parcelado; PIX; BILLET. */
  method: 'CARD' | 'PIX' | 'BILLET';
  status: 'CONFIRMED' | 'DENIED';
  amountCents: number;
  installments: number;
  brandId: number | null;
  bin: string | null;
  last4: string | null;
  billetId?: number | null;
  at: Date;
  /** A card sale in débito (settles D+1) rather than credit. */
  debit?: boolean;
  /**
   * The data's today, when the sale is recorded for another day (tests): installments and
   * payments up to it are paid. The sale's own day by default.
   */
  today?: string;
}

/**
 * Records a sale made through a payment link, priced and settled exactly like a seeded one: the
 * MDR from the merchant's 'Link de Pagamento' plan (settlement.ts rounding), and for a confirmed
 * sale one receivable per installment at D+30·n (Pix D+0, boleto D+1; each on the bank day on
 * or after, settlementDate), in its unit and payment at once, with its journal entry. The
 * caller holds the merchant's money lock.
 */
export async function insertLiveSale(tx: Tx, sale: LiveSale) {
  const card = sale.method === 'CARD';
  const channel = sale.method === 'BILLET' ? CHANNEL.BOLETO : CHANNEL.PAYMENT_LINK;
  const operation = card
    ? sale.debit
      ? OPERATION.DEBIT
      : sale.installments > 1
        ? OPERATION.INSTALLMENTS
        : OPERATION.CREDIT
    : sale.method === 'PIX'
      ? OPERATION.PIX
      : OPERATION.BOLETO;
  // The merchant's plan of the channel and, for a card, its rate for this brand × operation × installments.
  const [plan] = await tx
    .select({ id: sales_plan.id, mdr_bp: sales_plan_price.mdr_bp })
    .from(sales_plan)
    .leftJoin(
      sales_plan_price,
      and(
        eq(sales_plan_price.sales_plan_id, sales_plan.id),
        eq(sales_plan_price.card_brand_id, sale.brandId ?? -1),
        eq(sales_plan_price.operation_id, operation),
        eq(sales_plan_price.installments, sale.installments),
      ),
    )
    .where(and(eq(sales_plan.merchant_id, sale.merchantId), eq(sales_plan.channel_id, channel)))
    .limit(1);
  const bp = card && sale.brandId !== null ? (plan?.mdr_bp ?? 0) : 0;
  const mdr = mdrCents(sale.amountCents, bp);
  const confirmed = sale.status === 'CONFIRMED';
  const [row] = await tx
    .insert(card_transaction)
    .values({
      merchant_id: sale.merchantId,
      terminal_id: null,
      serial_number: null,
      channel_id: channel,
      operation_id: operation,
      card_brand_id: sale.brandId,
      sales_plan_id: plan?.id ?? null,
      status: sale.status,
      amount_cents: sale.amountCents,
      mdr_bp: bp,
      mdr_cents: mdr,
      net_cents: sale.amountCents - mdr,
      qt_installment: card ? sale.installments : 1,
      nsu: card ? digits(6) : null,
      nsu_acquirer: card ? digits(12) : null,
      authorization_number:
        card && confirmed
          ? Array.from({ length: 6 }, () => AUTH_ALPHABET[randomInt(AUTH_ALPHABET.length)]).join('')
          : null,
      ecommerce_order: null,
      ecommerce_customer: null,
      bank_billet_id: sale.billetId ?? null,
      app_code: null,
      pre_paid_card: false,
      card_input_method: card ? 'TYPED' : null,
      card_bin: sale.bin,
      card_last4: sale.last4,
      payment_date: sale.at,
    })
    .returning();
  if (!row) throw new Error('insertLiveSale: no row returned');
  if (confirmed) await settleSale(tx, row, operation, channel, sale.at, sale.today);
  return row;
}

/**
 * A confirmed sale's money: one receivable per installment (settlement.ts), each placed in its
 * unit and payment (placement.ts), and its SALE entry in the ledger; a Pix credit on a bank day
 * lands the same day in a payment already paid out, so its PAYOUT is posted with it.
 */
async function settleSale(
  tx: Tx,
  row: typeof card_transaction.$inferSelect,
  operation: number,
  channel: number,
  at: Date,
  dataToday?: string,
): Promise<void> {
  const saleDay = dateOfInstant(at);
  const today = dataToday ?? saleDay;
  const schedule = receivableSchedule({
    operationId: operation,
    installments: row.qt_installment,
    amountCents: row.amount_cents,
    mdrCents: row.mdr_cents,
  });
  const rows = schedule.map((r) => {
    const settlement = settlementDate(saleDay, r.offset_days);
    return {
      id: receivableId(row.transaction_id, r.n_installment),
      merchant_id: row.merchant_id,
      transaction_id: row.transaction_id,
      receivable_unit_id: null,
      payment_id: null,
      n_installment: r.n_installment,
      qt_installment: row.qt_installment,
      transaction_date: saleDay,
      original_date: settlement,
      settlement_date: settlement,
      gross_cents: r.gross_cents,
      mdr_cents: r.mdr_cents,
      net_cents: r.net_cents,
      transaction_amount_cents: row.amount_cents,
      channel_id: channel,
      operation_id: operation,
      card_brand_id: row.card_brand_id,
      arrangement_id: arrangementOf(row.card_brand_id, operation),
      app_code: null,
      bank_billet_id: row.bank_billet_id,
      pre_paid_card: false,
      paid: settlement <= today,
      anticipation: false,
      blocked: false,
      block_type: null,
      refunded_cents: 0,
    };
  });
  await tx.insert(financial_receivable).values(rows);
  const placed = await placeInstallments(tx, row.merchant_id, rows, today);
  const netOf = new Map(rows.map((r) => [r.id, r.net_cents]));
  await postEntry(tx, {
    merchantId: row.merchant_id,
    kind: 'SALE',
    causeId: row.transaction_id,
    transactionId: row.transaction_id,
    date: saleDay,
    at,
    lines: [
      { account: 'sales', amount: -row.amount_cents },
      { account: 'mdr', amount: row.mdr_cents },
      ...placed.map((p) => ({
        account: 'payable' as const,
        amount: netOf.get(p.receivableId) ?? 0,
        paymentId: p.paymentId,
        receivableId: p.receivableId,
      })),
    ],
  });
  for (const p of placed.filter((landed) => landed.paid)) {
    await payOut(tx, row.merchant_id, p.paymentId, netOf.get(p.receivableId) ?? 0, today, at);
  }
}
