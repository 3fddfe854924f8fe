import { registerItauBoleto } from '../../../domain/boleto/index.ts';
import { splitCents } from '../../../domain/settlement.ts';
import { dateOfInstant } from '../../../domain/zone.ts';
import { plainBilletTerms } from '../../billet-terms.ts';
import type { billet, pix_charge, receipt } from '../../schema/index.ts';
import type { PaymentDraft, PaymentRow } from './charges.ts';
import type { PaylinkRow } from './links.ts';

type ReceiptRow = typeof receipt.$inferInsert;
type PixChargeRow = typeof pix_charge.$inferInsert;
type BilletRow = typeof billet.$inferInsert;
type Receipt = NonNullable<PaymentDraft['receipt']>;
type Pix = NonNullable<PaymentDraft['pix']>;
type Boleto = NonNullable<PaymentDraft['billet']>;

/** The link payments' rows that reference their sales, once the sales are numbered. */
export interface LinkedRows {
  payments: PaymentRow[];
  receipts: ReceiptRow[];
  pix: PixChargeRow[];
  billets: BilletRow[];
}

/**
 * Each payment with its sale's id, and the receipts, Pix charges and boletos of the payments, in
 * payment order (boleto ids follow it). A boleto left unpaid past its due date, or on a link
 * switched off, closes its payment.
 */
export function linkedRows(drafts: readonly PaymentDraft[], links: readonly PaylinkRow[], cutoff: Date): LinkedRows {
  const out: LinkedRows = { payments: [], receipts: [], pix: [], billets: [] };
  for (const d of drafts) {
    const row = { ...d.row, transaction_id: d.sale?.transaction_id ?? null };
    out.payments.push(row);
    if (d.receipt && row.paid_at) out.receipts.push(receiptRow(row, d.receipt, d.sale, row.paid_at));
    if (d.pix) out.pix.push(pixChargeRow(row, d.pix, d.receipt));
    if (d.billet) {
      const { overdue, switchedOff } = openBoletoState(row, d.billet.dueDate, links, cutoff);
      out.billets.push(billetRow(out.billets.length + 1, row, d.billet, overdue || switchedOff));
      if (overdue) row.status = 'EXPIRED';
      else if (switchedOff) row.status = 'CANCELLED';
    }
  }
  return out;
}

function receiptRow(row: PaymentRow, receipt: Receipt, sale: PaymentDraft['sale'], paidAt: Date): ReceiptRow {
  return {
    id: receipt.id,
    merchant_id: row.merchant_id,
    payment_id: row.id ?? 0,
    transaction_id: row.transaction_id,
    method: row.method,
    amount_cents: row.amount_cents,
    installments: row.installments,
    installment_amount_cents: splitCents(row.amount_cents, row.installments)[0] ?? row.amount_cents,
    card_brand_id: row.card_brand_id ?? null,
    card_last4: row.card_last4 ?? null,
    authorization_number: sale?.authorization_number ?? null,
    nsu: sale?.nsu ?? null,
    description: receipt.description,
    payer_name: row.payer_name,
    paid_at: paidAt,
  };
}

function pixChargeRow(row: PaymentRow, pix: Pix, receipt: Receipt | null): PixChargeRow {
  return {
    id: pix.id,
    merchant_id: row.merchant_id,
    payment_id: row.id ?? 0,
    txid: pix.txid,
    br_code: pix.code,
    amount_cents: row.amount_cents,
    status: row.status === 'PAID' ? 'PAID' : row.status === 'EXPIRED' ? 'EXPIRED' : 'PENDING',
    cancel_reason: null,
    expires_at: pix.expires,
    created_at: row.created_at,
    paid_at: row.paid_at ?? null,
    receipt_id: receipt?.id ?? null,
  };
}

/** Why a pending boleto is no longer open. */
function openBoletoState(row: PaymentRow, dueDate: string, links: readonly PaylinkRow[], cutoff: Date) {
  return {
    overdue: row.status === 'PENDING' && dueDate < dateOfInstant(cutoff),
    // Switching a link off wrote off its open boletos (domain/payments/charges.ts).
    switchedOff: row.status === 'PENDING' && links[row.paylink_id - 1]?.active === false,
  };
}

function billetRow(id: number, row: PaymentRow, boleto: Boleto, writtenOff: boolean): BilletRow {
  const paidAt = row.paid_at ?? null;
  return {
    id,
    public_id: boleto.publicId,
    merchant_id: row.merchant_id,
    payment_id: row.id ?? null,
    // An unpaid boleto past its due date was written off by the bank.
    status: row.status === 'PAID' ? 'PAID' : writtenOff ? 'DOWNED' : 'WAITING_RETURN',
    due_date: boleto.dueDate,
    value_cents: row.amount_cents,
    ...plainBilletTerms(boleto.dueDate, row.amount_cents),
    registered_at: row.created_at,
    ...registerItauBoleto({ sequence: id, dueDate: boleto.dueDate, amountCents: row.amount_cents }),
    payer_name: row.payer_name,
    payer_document: row.payer_document,
    payer_email: row.payer_email,
    created_at: row.created_at,
    paid_at: paidAt,
    paid_cents: paidAt ? row.amount_cents : null,
    transaction_id: row.transaction_id,
  };
}
