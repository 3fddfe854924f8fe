import type { PaylinkStatus } from '../../../contract/codes/paylinks.ts';
import { CLOSED_MESSAGES, paylinkStatus } from '../paylink.ts';
import type { LinkState, PaymentAnswer } from './store.ts';

/** The moment a payment is made: the instant, and its day in São Paulo (YYYY-MM-DD). */
export interface Clock {
  now: Date;
  today: string;
}

/** A link's status inside a payment; one deleted since the checkout read it is switched off. */
export const linkStatus = (link: LinkState, today: string): PaylinkStatus =>
  link.deleted
    ? 'INACTIVE'
    : paylinkStatus(
        {
          active: link.active,
          reusable: link.reusable,
          payments_count: link.paymentsCount,
          expires_at: link.expiresAt,
        },
        today,
      );

export const refusal = (status: number, message: string): PaymentAnswer => ({ status, body: { message } });

/** 410 with the link's status, as the checkout's GET answers a closed link. */
export const closedAnswer = (status: Exclude<PaylinkStatus, 'ACTIVE'>): PaymentAnswer => ({
  status: 410,
  body: { message: CLOSED_MESSAGES[status], status },
});
