import { useCallback, useEffect, useRef, useState } from 'react';
import { NETWORK_ERROR_MESSAGE, ApiError } from '@/api/errors';
import { isChunkLoadError } from '@/lib/chunk-error';
import { publicCall } from '../../api/client';
import type { payByCard } from '@contract/checkout/card';
import type { CardPaymentBody } from './card-schema';

export type CardPaymentState =
  | { status: 'idle' }
  | { status: 'paying' }
  | { status: 'denied'; message: string }
  | { status: 'failed'; message: string; network: boolean; httpStatus: number };

let loadingCall: Promise<typeof payByCard> | undefined;

/**
 * The call's declaration comes with its body's rules, the brands' table among them (the server
 * judges the body by it): asked for at the page's first focus, like the table (use-card-types.ts),
 * and awaited by `pay`. A failed download is tried again at the next payment.
 */
function loadCardCall(): Promise<typeof payByCard> {
  loadingCall ??= import('@contract/checkout/card').then(
    (module) => module.payByCard,
    (error: unknown) => {
      loadingCall = undefined;
      throw error;
    },
  );
  return loadingCall;
}

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

  useEffect(() => {
    // If it fails now, `pay` asks again and reports it.
    const start = () => void loadCardCall().catch(() => undefined);
    document.addEventListener('focusin', start, { once: true });
    return () => document.removeEventListener('focusin', start);
  }, []);

  async function pay(body: CardPaymentBody): Promise<void> {
    if (paying.current) return;
    paying.current = true;
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { key: crypto.randomUUID(), body: serialized };
    const { key } = attempt.current;
    setState({ status: 'paying' });
    try {
      const approved = await publicCall(await loadCardCall(), {
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
  if (isChunkLoadError(error))
    return { status: 'failed', message: NETWORK_ERROR_MESSAGE, network: true, httpStatus: 0 };
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
