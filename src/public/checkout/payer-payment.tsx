import { useState, type ReactNode } from 'react';
import type { payByBillet, payByPix } from '@contract/checkout';
import type { ResponseOf } from '@contract/endpoint';
import { isApiError, publicCall } from '../api/client';
import type { Checkout } from '../api/schemas';
import { useForm } from '../form/use-form';
import { AlertIcon } from '../layout/icons';
import { WaitBox } from '../layout/wait-box';
import { useNavigate } from '../router/navigation';
import { checkoutPath, Redirect } from './checkout-frame';
import { emptyPayer, payerBody, PayerFields, PayerSchema } from './payer';
import { PaymentSummary } from './payment-summary';

type ChargeCall = typeof payByBillet | typeof payByPix;

interface PayerPaymentProps<E extends ChargeCall> {
  checkout: Checkout;
  urlHash: string;
  /** The contract's call that opens the charge. */
  call: E;
  /** Where the created boleto or Pix charge is shown. */
  next: (created: ResponseOf<E>) => string;
  submitLabel: string;
  children?: ReactNode;
}

/**
 * Boleto and Pix ask only who pays: the payer's fields, then the charge is created and shown on
 * its own page (the boleto's or the Pix QR code's), which the customer may keep or share.
 */
export function PayerPayment<E extends ChargeCall>({
  checkout,
  urlHash,
  call,
  next,
  submitLabel,
  children,
}: PayerPaymentProps<E>) {
  const form = useForm(PayerSchema, emptyPayer);
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (values) => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const created = await publicCall(call, { params: { hash: urlHash }, body: { payer: payerBody(values) } });
      navigate(next(created as ResponseOf<E>));
    } catch (caught) {
      setError(caught);
      setSending(false);
    }
  });

  if (isApiError(error, 410)) return <Redirect to={checkoutPath(urlHash, '/expired')} />;
  return (
    <>
      <PaymentSummary checkout={checkout} />
      {children}
      <form noValidate onSubmit={submit} className="public-panel">
        <PayerFields form={form} />
        {Boolean(error) && (
          <div className="public-alert" role="alert">
            <AlertIcon />
            <div>
              {isApiError(error) ? error.message : 'Não foi possível completar sua requisição neste momento.'}
              {isApiError(error) && error.network && ' Seus dados continuam preenchidos.'}
            </div>
          </div>
        )}
        <WaitBox open={sending} detail="Gerando o pagamento…" />
        <button type="submit" className="public-button public-button-block" disabled={sending} aria-busy={sending}>
          {sending ? 'Gerando…' : submitLabel}
        </button>
      </form>
    </>
  );
}
