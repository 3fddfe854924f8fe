import type { Orm } from '../db/driver.ts';
import { statusOf } from '../db/queries/checkout.ts';
import type { PaylinkRecord } from '../db/queries/paylinks.ts';
import { closedAnswer, type Clock } from '../domain/payments/answers.ts';
import { payByCard } from '../domain/payments/card-payment.ts';
import { cardPaymentRequest, type CardForm } from '../domain/payments/card-request.ts';
import { openCharge, type OpenedCharge } from '../domain/payments/charges.ts';
import { clientKey, type Payer } from '../domain/payments/keys.ts';
import { noPause, type PhaseHook } from '../domain/payments/phases.ts';
import { payPixCode } from '../domain/payments/pix-bank.ts';
import type { PaymentAnswer } from '../domain/payments/store.ts';
import type { ReadBrCode } from '../domain/pix.ts';
import { todayInZone } from '../domain/zone.ts';
import { paymentStore } from './payment-store.ts';

const clock = (): Clock => {
  const now = new Date();
  return { now, today: todayInZone(now) };
};

/**
 * The customer's payments on a link (docs/api.md, "Checkout"), each through the payment rules
 * over the one money transaction (payment-store.ts). `pause` is the crash test's hook
 * (domain/payments/phases.ts); it does nothing otherwise.
 */
export function checkoutPayments(orm: Orm, pause: PhaseHook = noPause) {
  const store = paymentStore(orm);
  return {
    payByCard: (link: PaylinkRecord, key: string, form: CardForm, clientAddress: string): Promise<PaymentAnswer> =>
      payByCard(store, cardPaymentRequest(link.id, key, form, clientAddress), clock, pause),

    /** A closed link is refused before its body is read: a stale page gets the 410, not a 400. */
    openCharge: async (
      link: PaylinkRecord,
      method: 'PIX' | 'BILLET',
      body: () => Promise<{ payer: Payer }>,
      clientAddress: string,
    ): Promise<OpenedCharge> => {
      const status = statusOf(link);
      if (status !== 'ACTIVE') return { kind: 'refused', answer: closedAnswer(status) };
      const { payer } = await body();
      return openCharge(store, { linkId: link.id, method, payer, clientKey: clientKey(clientAddress) }, clock);
    },

    payPixCode: (code: ReadBrCode) => payPixCode(store, code, clock),
  };
}
