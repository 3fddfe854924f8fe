import { useCallback, useRef, useState } from 'react';
import { ApiError, publicCall } from '../../api/client';
import { payByCard } from '@contract/checkout/card';
import type { CardPaymentBody } from './card-schema';

export type CardPaymentState =
  | { status: 'idle' }
  | { status: 'paying' }
  | { status: 'denied'; message: string }
  | { status: 'failed'; message: string; network: boolean; httpStatus: number };

/**
 * Charges the card once however often "Pagar" is tapped. One Idempotency-Key names one payment:
 * the same card data in the form (card, installments, payer) always goes with the same key,
 * whatever happened to the last try (in flight, no answer, a 5xx, a 409 "still being processed",
 * a denial), so a retry can only ever be answered with the first outcome or be that one charge;
 * a new key is made only when the data changes. The body — card number and CVV included — lives
 * in this memory and in the request only: no react-query, no storage, no URL, no log.
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
      const approved = await publicCall(payByCard, {
        params: { hash: urlHash },
        body,
        headers: { 'Idempotency-Key': key },
      });
      onApproved(String(approved.receipt_id));
    } catch (error) {
      setState(stateOf(error));
    } finally {
      paying.current = false;
    }
  }

  /** Back to a blank slate (another card after a decline). */
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, pay, reset, paying: state.status === 'paying' };
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
