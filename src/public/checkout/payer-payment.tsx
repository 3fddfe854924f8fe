import { useEffect, useState, type ReactNode } from 'react';
import type { payByBillet } from '@contract/checkout/billet';
import type { payByPix } from '@contract/checkout/pix';
import type { ResponseOf } from '@contract/endpoint';
import { isApiError, publicCall } from '../api/client';
import { useForm } from '../form/use-form';
import { AlertIcon } from '../layout/icons';
import { WaitBox } from '../layout/wait-box';
import { useNavigate } from '../router/navigation';
import { checkoutPath, Redirect } from './checkout-frame';
import { payerBody, PayerFields, PayerSchema, pickPayer, type PayerValues } from './payer';

type ChargeCall = typeof payByBillet | typeof payByPix;

interface PayerPaymentProps<E extends ChargeCall> {
  urlHash: string;
  /** The contract's call that opens the charge. */
  call: E;
  /** Where the created boleto or Pix charge is shown. */
  next: (created: ResponseOf<E>) => string;
  submitLabel: string;
  /** The payer's data, shared with the other methods' forms (what the form starts with). */
  payer: PayerValues;
  onPayer: (payer: PayerValues) => void;
  children?: ReactNode;
}

/**
 * The Pix and boleto tabs ask only who pays: the payer's fields, then the charge is created and
 * shown on its own page (the boleto's or the Pix QR code's), which the customer may keep or share.
 */
export function PayerPayment<E extends ChargeCall>({
  urlHash,
  call,
  next,
  submitLabel,
  payer,
  onPayer,
  children,
}: PayerPaymentProps<E>) {
  const form = useForm(PayerSchema, payer);
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    onPayer(pickPayer(form.values));
  }, [onPayer, form.values]);

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
    <form noValidate onSubmit={submit}>
      {children}
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
      <div className="checkout-pay-bar">
        <button type="submit" className="public-button public-button-block" disabled={sending} aria-busy={sending}>
          {sending ? 'Gerando…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
