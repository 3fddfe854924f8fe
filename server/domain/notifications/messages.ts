import { brl } from '../../../contract/rules/money.ts';
import type { NotificationKind } from '../../../contract/codes/notifications.ts';
import { cardBrandLabel } from '../../../contract/labels.ts';
import { cardBrands } from '../lookups.ts';

/**
 * What a merchant's users are told of a business fact (issue 34, decision 038), pure: the words
 * (pt-BR), the kind each message belongs to and the app screen a tap opens. Never a card number,
 * a customer's name or document: a lock screen is not private.
 */

interface NotificationMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the PWA (the sale, the link, the payment). */
  url: string;
}

/**
 * One business fact: `event` names it (unique per merchant, so a fact notifies once), and its
 * messages go from the most specific kind to the most general: each user gets the first one whose
 * kind they did not turn off (an approved card sale on a link: the sale, else the link paid).
 */
export interface MerchantEvent {
  merchantId: number;
  event: string;
  at: Date;
  messages: readonly NotificationMessage[];
}

const saleUrl = (transactionId: number) => `/financial/transactions?sale=${transactionId}`;
const linkUrl = (linkId: number) => `/paylink/share/${linkId}`;

const brandName = (brandId: number | null): string | null => {
  const brand = cardBrands.find((b) => b.id === brandId);
  return brand ? cardBrandLabel(brand.brand_name) : null;
};

const installmentsText = (n: number) => (n > 1 ? `em ${n}x` : 'à vista');

export interface SaleFact {
  merchantId: number;
  transactionId: number;
  amountCents: number;
  method: 'CARD' | 'PIX' | 'BILLET';
  brandId?: number | null;
  installments?: number;
  billetId?: number | null;
  /** The payment link it paid, if any. */
  link?: { id: number; description: string } | null;
  at: Date;
}

function howPaid(fact: SaleFact): string {
  if (fact.method === 'PIX') return 'por Pix';
  if (fact.method === 'BILLET') return 'no boleto';
  const brand = brandName(fact.brandId ?? null);
  return `no cartão${brand ? ` ${brand}` : ''} ${installmentsText(fact.installments ?? 1)}`;
}

function saleMessage(fact: SaleFact): NotificationMessage {
  const amount = brl(fact.amountCents);
  const url = saleUrl(fact.transactionId);
  if (fact.method === 'PIX')
    return { kind: 'pix_received', title: 'Pix recebido', body: `${amount} recebidos por Pix`, url };
  if (fact.method === 'BILLET') {
    const which = fact.billetId ? ` nº ${fact.billetId}` : '';
    return { kind: 'boleto_paid', title: 'Boleto pago', body: `Boleto${which} pago: ${amount}`, url };
  }
  const brand = brandName(fact.brandId ?? null);
  const body = `${amount}${brand ? ` no ${brand}` : ''} ${installmentsText(fact.installments ?? 1)}`;
  return { kind: 'card_sale', title: 'Venda aprovada', body, url };
}

/** A confirmed sale: card, Pix or boleto, on a payment link or not. */
export function saleEvent(fact: SaleFact): MerchantEvent {
  const messages = [saleMessage(fact)];
  if (fact.link) {
    messages.push({
      kind: 'link_paid',
      title: 'Link de pagamento pago',
      body: `“${fact.link.description}” recebeu ${brl(fact.amountCents)} ${howPaid(fact)}`,
      url: linkUrl(fact.link.id),
    });
  }
  return { merchantId: fact.merchantId, event: `sale:${fact.transactionId}`, at: fact.at, messages };
}

export interface RefundFact {
  merchantId: number;
  refundId: number;
  transactionId: number;
  amountCents: number;
  kind: 'CANCELLATION' | 'REFUND';
  at: Date;
}

export function refundEvent(fact: RefundFact): MerchantEvent {
  const what = fact.kind === 'CANCELLATION' ? 'Cancelamento' : 'Estorno';
  return {
    merchantId: fact.merchantId,
    event: `refund:${fact.refundId}`,
    at: fact.at,
    messages: [
      {
        kind: 'refund',
        title: `${what} realizado`,
        body: `${brl(fact.amountCents)} da venda ${fact.transactionId} devolvidos ao cliente`,
        url: saleUrl(fact.transactionId),
      },
    ],
  };
}

const dayMonthYear = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** The name a merchant calls a bank by ("depositado no Itaú"); others by their registered name. */
const SHORT_BANK_NAMES: Record<string, string> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '077': 'Inter',
  '104': 'Caixa',
  '197': 'Stone',
  '237': 'Bradesco',
  '260': 'Nubank',
  '341': 'Itaú',
};

export interface PayoutFact {
  merchantId: number;
  paymentId: number;
  amountCents: number;
  /** The São Paulo day of the payment (YYYY-MM-DD). */
  day: string;
  bank: { code: string; name: string } | null;
  at: Date;
}

export function payoutEvent(fact: PayoutFact): MerchantEvent {
  const name = fact.bank && (SHORT_BANK_NAMES[fact.bank.code] ?? fact.bank.name.replace(/\s+S\.?\/?A\.?$/, ''));
  const bank = name ? ` no ${name}` : '';
  return {
    merchantId: fact.merchantId,
    // A payment may be paid out more than once (each Pix of the day): the instant tells them apart.
    event: `payout:${fact.paymentId}:${fact.at.getTime()}`,
    at: fact.at,
    messages: [
      {
        kind: 'payout',
        title: 'Pagamento depositado',
        body: `Pagamento de ${brl(fact.amountCents)} depositado${bank}`,
        url: `/financial/payments?month=${fact.day.slice(0, 7)}&payment=${fact.paymentId}`,
      },
    ],
  };
}

export interface AnticipationFact {
  merchantId: number;
  anticipationId: number;
  netCents: number;
  creditDate: string;
  at: Date;
}

export function anticipationEvent(fact: AnticipationFact): MerchantEvent {
  return {
    merchantId: fact.merchantId,
    event: `anticipation:${fact.anticipationId}`,
    at: fact.at,
    messages: [
      {
        kind: 'anticipation',
        title: 'Antecipação confirmada',
        body: `${brl(fact.netCents)} antecipados, creditados em ${dayMonthYear(fact.creditDate)}`,
        url: '/financial/anticipation',
      },
    ],
  };
}
