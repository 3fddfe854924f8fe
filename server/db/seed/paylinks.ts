import { registerItauBoleto } from '../../domain/boleto/index.ts';
import { BRAND, CHANNEL, OPERATION } from '../../domain/codes.ts';
import type { PaymentMethod } from '../../../contract/shapes/payment-methods.ts';
import { BILLET_DUE_DAYS, methodsToText, PIX_TTL_MINUTES } from '../../domain/paylink.ts';
import { brCode, merchantPixKey } from '../../domain/pix.ts';
import { mdrCents, splitCents } from '../../domain/settlement.ts';
import type { billet, paylink, paylink_payment, pix_charge, receipt } from '../schema/index.ts';
import { addDays, dateOfInstant, startOfDay } from '../../domain/zone.ts';
import { cardBin } from './cards.ts';
import { cpfCheckDigits } from '../../domain/documents.ts';
import { LARGE_MERCHANT_ID, ONLINE_MERCHANT_ID } from './merchants.ts';
import { personName } from './people.ts';
import { Rng, weights } from './prng.ts';
import type { SaleDraft } from './sales.ts';
import type { SeedPlans } from './sales-plans.ts';
import { plainBilletTerms } from '../billet-terms.ts';

type PaylinkRow = typeof paylink.$inferInsert;
type PaymentRow = typeof paylink_payment.$inferInsert;

/** Who a merchant is on a Pix code (name ≤ 25, city ≤ 15: the library folds and cuts them). */
export interface PixPayee {
  name: string;
  city: string;
}

// What the links sell: a shop's usual link descriptions, with a typical price in cents.
const CATALOGUE: readonly (readonly [string, number])[] = [
  ['Cesta de café da manhã', 18_900],
  ['Encomenda de bolo de aniversário', 22_000],
  ['Kit churrasco para 10 pessoas', 54_900],
  ['Assinatura mensal de hortifrúti', 12_990],
  ['Sinal de encomenda de Natal', 30_000],
  ['Vinhos selecionados (caixa com 6)', 89_400],
  ['Entrega de compras do mês', 64_750],
  ['Cesta de Páscoa personalizada', 15_990],
  ['Frios para festa (5 kg)', 41_200],
  ['Queijos artesanais da Serra da Canastra', 27_800],
  ['Pedido corporativo de kits lanche', 248_000],
  ['Doces finos para casamento', 375_000],
];

const ONLINE_CATALOGUE: readonly (readonly [string, number])[] = [
  ['Luminária de macramê', 16_900],
  ['Kit bordado livre para iniciantes', 8_990],
  ['Encomenda de 20 lembrancinhas', 46_000],
  ['Tapete de crochê sob medida', 32_500],
];

/** What a seeded link demonstrates; each kind settles its status and payments. */
type Kind = 'open' | 'reusable' | 'paid-card' | 'paid-pix' | 'paid-billet' | 'expired' | 'inactive' | 'denied-only';

const KINDS = weights<Kind>([
  ['open', 6],
  ['reusable', 7],
  ['paid-card', 6],
  ['paid-pix', 4],
  ['paid-billet', 3],
  ['expired', 5],
  ['inactive', 3],
  ['denied-only', 2],
]);

const BRANDS = weights([
  [BRAND.MASTERCARD, 38],
  [BRAND.VISA, 36],
  [BRAND.ELO, 17],
  [BRAND.HIPERCARD, 3],
  [BRAND.AMEX, 6],
]);

const DENIALS = ['Transação negada pelo emissor.', 'Saldo insuficiente.', 'Cartão expirado.'] as const;

const uuid = (rng: Rng): string => {
  const hex = rng.chars('0123456789abcdef', 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

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

export interface SeededPaylinks {
  paylinks: PaylinkRow[];
  /** Card, Pix and paid-boleto sales of the links: transaction_id is set once sales are numbered. */
  sales: SaleDraft[];
  /** The rows that reference those sales, built after the sales got their ids. */
  finish(): {
    payments: PaymentRow[];
    receipts: (typeof receipt.$inferInsert)[];
    pix: (typeof pix_charge.$inferInsert)[];
    billets: (typeof billet.$inferInsert)[];
  };
}

interface PaymentDraft {
  row: PaymentRow;
  sale: SaleDraft | null;
  receipt: { id: string; description: string } | null;
  pix: { id: string; txid: string; code: string; expires: Date } | null;
  billet: { publicId: string; dueDate: string } | null;
}

/**
 * A few dozen links for merchant 1 in every status, and a few for merchant 3, with their payments:
 * approved and denied cards, paid and pending Pix, paid and open boletos. Every paid payment is a
 * sale (channel Link de Pagamento, or Boleto for a boleto) with its receipt, so the links, the
 * sales and the statement agree. Deterministic like the rest of the seed.
 */
export function seedPaylinks(
  today: string,
  cutoff: Date,
  plans: SeedPlans,
  payees: Map<number, PixPayee>,
): SeededPaylinks {
  const rng = new Rng(`paylinks:${today}`);
  // Public ids from a stream of their own, so adding them changed none of the other draws.
  const publicIds = new Rng(`paylink-payment-ids:${today}`);
  const links: PaylinkRow[] = [];
  const drafts: PaymentDraft[] = [];
  const cutoffMs = cutoff.getTime();
  let paymentId = 0;
  let billetId = 0;

  const sale = (
    merchantId: number,
    method: PaymentMethod,
    amount: number,
    installments: number,
    at: Date,
    status: string,
  ) => {
    const base = {
      transaction_id: 0,
      merchant_id: merchantId,
      terminal_id: null,
      serial_number: null,
      amount_cents: amount,
      ecommerce_order: null,
      ecommerce_customer: null,
      app_code: null,
      pre_paid_card: false,
      payment_date: at,
      status,
    };
    if (method === 'CARD') {
      const brand = rng.weighted(BRANDS);
      const operation = installments > 1 ? OPERATION.INSTALLMENTS : OPERATION.CREDIT;
      const planId = plans.planFor(merchantId, CHANNEL.PAYMENT_LINK) ?? null;
      const bp = planId === null ? 0 : (plans.rate(planId, brand, operation, installments) ?? 0);
      const mdr = mdrCents(amount, bp);
      return {
        ...base,
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
        card_last4: status === 'DENIED' ? rng.pick(['0002', '9995', '0069']) : rng.digits(4),
      } satisfies SaleDraft;
    }
    const boleto = method === 'BILLET';
    return {
      ...base,
      channel_id: boleto ? CHANNEL.BOLETO : CHANNEL.PAYMENT_LINK,
      operation_id: boleto ? OPERATION.BOLETO : OPERATION.PIX,
      card_brand_id: null,
      sales_plan_id: boleto ? (plans.planFor(merchantId, CHANNEL.BOLETO) ?? null) : null,
      mdr_bp: 0,
      mdr_cents: 0,
      net_cents: amount,
      qt_installment: 1,
      nsu: null,
      nsu_acquirer: null,
      authorization_number: null,
      bank_billet_id: null, // set with the boleto's id below
      card_input_method: null,
      card_bin: null,
      card_last4: null,
    } satisfies SaleDraft;
  };

  const pay = (
    link: PaylinkRow,
    method: PaymentMethod,
    outcome: 'paid' | 'denied' | 'pending',
    at: Date,
  ): PaymentDraft => {
    const amount = link.amount_cents;
    const installments = method === 'CARD' ? rng.int(1, link.max_installments) : 1;
    const name = personName(rng);
    const row: PaymentRow = {
      id: ++paymentId,
      public_id: uuid(publicIds),
      merchant_id: link.merchant_id,
      paylink_id: link.id ?? 0,
      method,
      status:
        method === 'CARD' ? (outcome === 'paid' ? 'APPROVED' : 'DENIED') : outcome === 'paid' ? 'PAID' : 'PENDING',
      amount_cents: amount,
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
    const madeSale = method === 'CARD' || outcome === 'paid';
    const draft: PaymentDraft = {
      row,
      sale: madeSale
        ? sale(link.merchant_id, method, amount, installments, at, outcome === 'denied' ? 'DENIED' : 'CONFIRMED')
        : null,
      receipt: outcome === 'paid' ? { id: uuid(rng), description: link.description } : null,
      pix: null,
      billet: null,
    };
    if (draft.sale && method === 'CARD') {
      row.card_brand_id = draft.sale.card_brand_id;
      row.card_bin = draft.sale.card_bin;
      row.card_last4 = draft.sale.card_last4;
      if (outcome === 'denied') {
        row.denial_message = DENIALS[['0002', '9995', '0069'].indexOf(draft.sale.card_last4 ?? '')] ?? DENIALS[0];
      }
    }
    if (method === 'PIX') {
      const payee = payees.get(link.merchant_id);
      if (!payee) throw new Error(`seed: no Pix payee for merchant ${link.merchant_id}`);
      const txid = rng.chars(TXID_ALPHABET, 25);
      const code = brCode({
        key: merchantPixKey(link.merchant_id),
        merchantName: payee.name,
        merchantCity: payee.city,
        amountCents: amount,
        txid,
      });
      draft.pix = { id: uuid(rng), txid, code, expires: new Date(at.getTime() + PIX_TTL_MINUTES * 60_000) };
    }
    if (method === 'BILLET') {
      draft.billet = { publicId: uuid(rng), dueDate: addDays(dateOfInstant(at), BILLET_DUE_DAYS) };
      if (draft.sale) draft.sale.bank_billet_id = billetId + 1; // the id the boleto gets in finish()
      billetId++;
    }
    if (outcome === 'paid') {
      link.payments_count = (link.payments_count ?? 0) + 1;
      link.paid_amount_cents = (link.paid_amount_cents ?? 0) + amount;
    }
    drafts.push(draft);
    return draft;
  };

  const addLinks = (
    merchantId: number,
    count: number,
    catalogue: readonly (readonly [string, number])[],
    methods: PaymentMethod[][],
  ) => {
    for (let i = 0; i < count; i++) {
      const kind =
        i < 8
          ? (
              [
                'open',
                'reusable',
                'paid-card',
                'paid-pix',
                'paid-billet',
                'expired',
                'inactive',
                'denied-only',
              ] as const
            )[i % 8]
          : rng.weighted(KINDS);
      const [description, price] = rng.pick(catalogue);
      // Created over the last 90 days (older first: ids follow creation).
      const ageDays = Math.max(0, Math.round(90 - (90 * i) / count) - rng.int(0, 3));
      const createdDay = addDays(today, -ageDays);
      const created = new Date(
        Math.min(
          cutoffMs - 3_600_000 * (count - i),
          startOfDay(createdDay).getTime() + rng.int(8, 19) * 3_600_000 + rng.int(0, 3599) * 1000,
        ),
      );
      const amount = Math.max(100, Math.round((price * (0.8 + 0.4 * rng.float())) / 10) * 10);
      let method = [...rng.pick(methods)];
      if (kind === 'paid-pix' && !method.includes('PIX')) method = [...method, 'PIX'];
      if (kind === 'paid-billet' && !method.includes('BILLET')) method = [...method, 'BILLET'];
      if ((kind === 'paid-card' || kind === 'denied-only') && !method.includes('CARD')) method = ['CARD', ...method];
      const expired = kind === 'expired';
      const expires = expired
        ? addDays(today, -rng.int(1, Math.max(1, Math.min(20, ageDays))))
        : rng.chance(0.5)
          ? addDays(today, rng.int(3, 60))
          : null;
      const link: PaylinkRow = {
        id: links.length + 1,
        merchant_id: merchantId,
        url_hash: rng.chars(HASH_ALPHABET, 22),
        description,
        amount_cents: amount,
        max_installments: amount >= 20_000 ? rng.pick([3, 6, 10, 12]) : rng.pick([1, 2, 3]),
        payment_methods: methodsToText(method as PaymentMethod[]),
        expires_at: expired && expires !== null && expires < dateOfInstant(created) ? dateOfInstant(created) : expires,
        reusable: kind === 'reusable' || (kind === 'expired' && rng.chance(0.5)),
        active: kind !== 'inactive',
        payments_count: 0,
        paid_amount_cents: 0,
        created_at: created,
        updated_at: created,
        deleted_at: null,
      };
      links.push(link);
      // Payments fall between creation and the link's last day (or now).
      const endMs = Math.min(
        cutoffMs,
        link.expires_at ? startOfDay(addDays(link.expires_at, 1)).getTime() - 1 : cutoffMs,
      );
      const when = () => new Date(created.getTime() + Math.floor(rng.float() * Math.max(1, endMs - created.getTime())));
      const chosen = methodsFromRow(link);
      const times = (n: number) => Array.from({ length: n }, when).sort((a, b) => a.getTime() - b.getTime());
      switch (kind) {
        case 'paid-card': {
          const [first, last] = times(2) as [Date, Date];
          if (rng.chance(0.4)) pay(link, 'CARD', 'denied', first);
          pay(link, 'CARD', 'paid', last);
          break;
        }
        case 'paid-pix': {
          const [first, last] = times(2) as [Date, Date];
          if (rng.chance(0.3)) pay(link, 'PIX', 'pending', first).row.status = 'EXPIRED';
          pay(link, 'PIX', 'paid', last);
          break;
        }
        case 'paid-billet':
          pay(link, 'BILLET', 'paid', when());
          break;
        case 'reusable':
          for (const at of times(rng.int(2, 6))) {
            const m = rng.pick(chosen);
            pay(
              link,
              m,
              m === 'CARD' && rng.chance(0.2) ? 'denied' : m === 'BILLET' && rng.chance(0.5) ? 'pending' : 'paid',
              at,
            );
          }
          break;
        case 'expired':
          if (link.reusable) for (const at of times(rng.int(0, 3))) pay(link, rng.pick(chosen), 'paid', at);
          break;
        case 'denied-only':
          for (const at of times(rng.int(1, 3))) pay(link, 'CARD', 'denied', at);
          break;
        case 'inactive':
        case 'open':
          if (chosen.includes('BILLET') && rng.chance(0.4)) pay(link, 'BILLET', 'pending', when());
          break;
      }
    }
  };

  addLinks(LARGE_MERCHANT_ID, 36, CATALOGUE, [
    ['CARD', 'BILLET', 'PIX'],
    ['CARD', 'PIX'],
    ['CARD'],
    ['PIX'],
    ['CARD', 'BILLET'],
  ]);
  addLinks(ONLINE_MERCHANT_ID, 5, ONLINE_CATALOGUE, [['CARD', 'PIX'], ['CARD']]);

  // A pending boleto or Pix charge of an open link is still pending; past its time a Pix expired.
  for (const d of drafts) {
    if (d.row.method === 'PIX' && d.row.status === 'PENDING' && d.pix && d.pix.expires.getTime() < cutoffMs)
      d.row.status = 'EXPIRED';
  }

  return {
    paylinks: links,
    sales: drafts.flatMap((d) => (d.sale ? [d.sale] : [])),
    finish: () => {
      let nextBillet = 0;
      const out: ReturnType<SeededPaylinks['finish']> = { payments: [], receipts: [], pix: [], billets: [] };
      for (const d of drafts) {
        const row = { ...d.row, transaction_id: d.sale?.transaction_id ?? null };
        out.payments.push(row);
        const paidAt = row.paid_at ?? null;
        if (d.receipt && paidAt) {
          const installmentAmount = splitCents(row.amount_cents, row.installments)[0] ?? row.amount_cents;
          out.receipts.push({
            id: d.receipt.id,
            merchant_id: row.merchant_id,
            payment_id: row.id ?? 0,
            transaction_id: row.transaction_id,
            method: row.method,
            amount_cents: row.amount_cents,
            installments: row.installments,
            installment_amount_cents: installmentAmount,
            card_brand_id: row.card_brand_id ?? null,
            card_last4: row.card_last4 ?? null,
            authorization_number: d.sale?.authorization_number ?? null,
            nsu: d.sale?.nsu ?? null,
            description: d.receipt.description,
            payer_name: row.payer_name,
            paid_at: paidAt,
          });
        }
        if (d.pix) {
          out.pix.push({
            id: d.pix.id,
            merchant_id: row.merchant_id,
            payment_id: row.id ?? 0,
            txid: d.pix.txid,
            br_code: d.pix.code,
            amount_cents: row.amount_cents,
            status: row.status === 'PAID' ? 'PAID' : row.status === 'EXPIRED' ? 'EXPIRED' : 'PENDING',
            cancel_reason: null,
            expires_at: d.pix.expires,
            created_at: row.created_at,
            paid_at: paidAt,
            receipt_id: d.receipt?.id ?? null,
          });
        }
        if (d.billet) {
          const id = ++nextBillet;
          const registered = registerItauBoleto({
            sequence: id,
            dueDate: d.billet.dueDate,
            amountCents: row.amount_cents,
          });
          const overdue = row.status === 'PENDING' && d.billet.dueDate < dateOfInstant(cutoff);
          // Switching a link off wrote off its open boletos (domain/payments/charges.ts).
          const switchedOff = row.status === 'PENDING' && links[row.paylink_id - 1]?.active === false;
          out.billets.push({
            id,
            public_id: d.billet.publicId,
            merchant_id: row.merchant_id,
            payment_id: row.id ?? null,
            // An unpaid boleto past its due date was written off by the bank.
            status: row.status === 'PAID' ? 'PAID' : overdue || switchedOff ? 'DOWNED' : 'WAITING_RETURN',
            due_date: d.billet.dueDate,
            value_cents: row.amount_cents,
            ...plainBilletTerms(d.billet.dueDate, row.amount_cents),
            registered_at: row.created_at,
            ...registered,
            payer_name: row.payer_name,
            payer_document: row.payer_document,
            payer_email: row.payer_email,
            created_at: row.created_at,
            paid_at: paidAt,
            paid_cents: paidAt ? row.amount_cents : null,
            transaction_id: row.transaction_id,
          });
          if (overdue) row.status = 'EXPIRED';
          else if (switchedOff) row.status = 'CANCELLED';
        }
      }
      return out;
    },
  };
}

function methodsFromRow(link: PaylinkRow): PaymentMethod[] {
  return link.payment_methods.split(',') as PaymentMethod[];
}
