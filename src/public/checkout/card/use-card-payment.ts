import { useRef, useState } from 'react';
import { ApiError, publicRequest } from '../../api/client';
import { CardApprovedSchema } from '../../api/schemas';
import type { CardPaymentBody } from './card-schema';

export type CardPaymentState =
  | { status: 'idle' }
  | { status: 'paying' }
  | { status: 'denied'; message: string }
  | { status: 'failed'; message: string; network: boolean; httpStatus: number };

/**
 * Charges the card once however often "Pagar" is tapped. One Idempotency-Key names one attempt:
 * it is kept while the attempt's outcome is unknown (in flight, no answer, a server error), so a
 * double tap or a retry of the same form reaches the server with the same key and is charged
 * once; it is replaced once the server has answered (approved, denied, refused) or the form
 * changed. The body — card number and CVV included — lives in this memory and in the request
 * only: no react-query, no storage, no URL, no log.
 */
export function useCardPayment(urlHash: string, onApproved: (receiptId: string) => void) {
  const [state, setState] = useState<CardPaymentState>({ status: 'idle' });
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const paying = useRef(false);

  async function pay(body: CardPaymentBody): Promise<void> {
    if (paying.current) return;
    paying.current = true;
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { key: crypto.randomUUID(), body: serialized };
    const { key } = attempt.current;
    setState({ status: 'paying' });
    try {
      const approved = await publicRequest(
        `/v1/external/paylink/checkout/${encodeURIComponent(urlHash)}/payment/card`,
        {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': key },
          schema: CardApprovedSchema,
        },
      );
      attempt.current = null;
      onApproved(String(approved.receipt_id));
    } catch (error) {
      const answered = error instanceof ApiError && !error.network && error.status > 0 && error.status < 500;
      if (answered) attempt.current = null;
      setState(stateOf(error));
    } finally {
      paying.current = false;
    }
  }

  return { state, pay, paying: state.status === 'paying' };
}

function stateOf(error: unknown): CardPaymentState {
  if (!(error instanceof ApiError)) {
    return {
      status: 'failed',
      message: 'Não foi possível completar sua requisição neste momento.',
      network: false,
      httpStatus: 0,
    };
  }
  if (error.status === 402) return { status: 'denied', message: error.message };
  return { status: 'failed', message: error.message, network: error.network, httpStatus: error.status };
}
