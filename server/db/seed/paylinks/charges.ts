import type { PaymentMethod } from '../../../../contract/shapes/payment-methods.ts';
import { cpfCheckDigits } from '../../../domain/documents.ts';
import { BILLET_DUE_DAYS, PIX_TTL_MINUTES } from '../../../domain/paylink.ts';
import { brCode, merchantPixKey } from '../../../domain/pix.ts';
import { addDays, dateOfInstant } from '../../../domain/zone.ts';
import type { paylink_payment } from '../../schema/index.ts';
import { personName } from '../people.ts';
import type { Rng } from '../prng.ts';
import type { SaleDraft } from '../sales.ts';
import type { SeedPlans } from '../sales-plans.ts';
import type { PaylinkRow } from './links.ts';
import { DENIED_LAST4, linkSale } from './sale.ts';

export type PaymentRow = typeof paylink_payment.$inferInsert;
type Outcome = 'paid' | 'denied' | 'pending';

/** Who a merchant is on a Pix code (name ≤ 25, city ≤ 15: the library folds and cuts them). */
export interface PixPayee {
  name: string;
  city: string;
}

/** A payment before its sale is numbered, with what its receipt, Pix charge or boleto will need. */
export interface PaymentDraft {
  row: PaymentRow;
  sale: SaleDraft | null;
  receipt: { id: string; description: string } | null;
  pix: { id: string; txid: string; code: string; expires: Date } | null;
  billet: { publicId: string; dueDate: string } | null;
}

const DENIALS = ['Transação negada pelo emissor.', 'Saldo insuficiente.', 'Cartão expirado.'] as const;
const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const uuid = (rng: Rng): string => {
  const hex = rng.chars('0123456789abcdef', 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
const cpf = (rng: Rng): string => {
  const base = rng.digits(9);
  return base + cpfCheckDigits(base);
};
const emailOf = (name: string): string =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
    .slice(0, 2)
    .join('.')}@exemplo.com.br`;

/**
 * The payments made through the seeded links, in the order they were drawn: ids follow that
 * order, and so do the boletos' ids (given in ./receipts.ts).
 */
export class LinkPayments {
  readonly drafts: PaymentDraft[] = [];
  private billets = 0;

  constructor(
    private readonly rng: Rng,
    // Public ids from a stream of their own, so adding them changed none of the other draws.
    private readonly publicIds: Rng,
    private readonly plans: SeedPlans,
    private readonly payees: Map<number, PixPayee>,
  ) {}

  /** One payment on `link`; a paid one counts on the link. */
  pay(link: PaylinkRow, method: PaymentMethod, outcome: Outcome, at: Date): PaymentDraft {
    const { rng } = this;
    const amount = link.amount_cents;
    const row = this.paymentRow(link, method, outcome, at);
    const madeSale = method === 'CARD' || outcome === 'paid';
    const status = outcome === 'denied' ? 'DENIED' : 'CONFIRMED';
    const draft: PaymentDraft = {
      row,
      sale: madeSale
        ? linkSale(rng, this.plans, {
            merchantId: link.merchant_id,
            method,
            amount,
            installments: row.installments,
            at,
            status,
          })
        : null,
      receipt: outcome === 'paid' ? { id: uuid(rng), description: link.description } : null,
      pix: null,
      billet: null,
    };
    if (draft.sale && method === 'CARD') {
      row.card_brand_id = draft.sale.card_brand_id;
      row.card_bin = draft.sale.card_bin;
      row.card_last4 = draft.sale.card_last4;
      if (outcome === 'denied')
        row.denial_message = DENIALS[DENIED_LAST4.indexOf(draft.sale.card_last4 ?? '')] ?? DENIALS[0];
    }
    if (method === 'PIX') draft.pix = this.pixCharge(link, at);
    if (method === 'BILLET') {
      draft.billet = { publicId: uuid(rng), dueDate: addDays(dateOfInstant(at), BILLET_DUE_DAYS) };
      if (draft.sale) draft.sale.bank_billet_id = this.billets + 1; // the id the boleto gets in ./receipts.ts
      this.billets++;
    }
    if (outcome === 'paid') {
      link.payments_count = (link.payments_count ?? 0) + 1;
      link.paid_amount_cents = (link.paid_amount_cents ?? 0) + amount;
    }
    this.drafts.push(draft);
    return draft;
  }

  /** A pending boleto or Pix charge of an open link is still pending; past its time a Pix expired. */
  expirePixBefore(cutoffMs: number): void {
    for (const d of this.drafts) {
      if (d.row.method === 'PIX' && d.row.status === 'PENDING' && d.pix && d.pix.expires.getTime() < cutoffMs)
        d.row.status = 'EXPIRED';
    }
  }

  private paymentRow(link: PaylinkRow, method: PaymentMethod, outcome: Outcome, at: Date): PaymentRow {
    const { rng } = this;
    const installments = method === 'CARD' ? rng.int(1, link.max_installments) : 1;
    const name = personName(rng);
    return {
      id: this.drafts.length + 1,
      public_id: uuid(this.publicIds),
      merchant_id: link.merchant_id,
      paylink_id: link.id ?? 0,
      method,
      status:
        method === 'CARD' ? (outcome === 'paid' ? 'APPROVED' : 'DENIED') : outcome === 'paid' ? 'PAID' : 'PENDING',
      amount_cents: link.amount_cents,
      installments,
      transaction_id: null,
      card_brand_id: null,
      card_bin: null,
      card_last4: null,
      denial_message: outcome === 'denied' ? rng.pick(DENIALS) : null,
      payer_name: name,
      payer_document: cpf(rng),
      payer_email: emailOf(name),
      client_key: null,
      card_key: null,
      created_at: at,
      paid_at: outcome === 'paid' ? at : null,
    };
  }

  private pixCharge(link: PaylinkRow, at: Date): NonNullable<PaymentDraft['pix']> {
    const payee = this.payees.get(link.merchant_id);
    if (!payee) throw new Error(`seed: no Pix payee for merchant ${link.merchant_id}`);
    const txid = this.rng.chars(TXID_ALPHABET, 25);
    const code = brCode({
      key: merchantPixKey(link.merchant_id),
      merchantName: payee.name,
      merchantCity: payee.city,
      amountCents: link.amount_cents,
      txid,
    });
    return { id: uuid(this.rng), txid, code, expires: new Date(at.getTime() + PIX_TTL_MINUTES * 60_000) };
  }
}
