import { forget } from '../../api/resource';
import type { Checkout } from '@contract/checkout/link';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { useNavigate } from '../../router/navigation';
import { checkoutPath, Redirect } from '../checkout-frame';
import type { PayerValues } from '../payer';
import { CardForm } from './card-form';
import { useCardPayment } from './use-card-payment';

interface CardPaymentProps {
  checkout: Checkout;
  urlHash: string;
  /** The payer's data, shared with the other methods' forms (what the form starts with). */
  payer: PayerValues;
  onPayer: (payer: PayerValues) => void;
  /** After a decline: the link's other methods, and the switch to one. */
  others: readonly PaymentMethod[];
  onSwitch: (method: PaymentMethod) => void;
}

/** The card tab: the form; approved → the receipt (remembered for this link in this browser). */
export function CardPayment({ checkout, urlHash, payer, onPayer, others, onSwitch }: CardPaymentProps) {
  const navigate = useNavigate();
  const payment = useCardPayment(urlHash, (receiptId) => {
    // Kept for a reopened link's "Ver comprovante"; its code is not the first screen's.
    void import('../paid-links').then(({ rememberPaidLink }) =>
      rememberPaidLink(urlHash, { receiptId, merchant: checkout.merchant.name }),
    );
    // A paid link may not be payable any more: the next visit asks again.
    forget(`checkout:${urlHash}`);
    navigate(`/receipt/${encodeURIComponent(receiptId)}`, { replace: true });
  });
  // The link stopped being payable while the form was open (paid elsewhere, expired).
  if (payment.state.status === 'failed' && payment.state.httpStatus === 410) {
    forget(`checkout:${urlHash}`);
    return <Redirect to={checkoutPath(urlHash, '/expired')} />;
  }
  return (
    <CardForm
      checkout={checkout}
      state={payment.state}
      payer={payer}
      onPayer={onPayer}
      others={others}
      onPay={(body) => void payment.pay(body)}
      onRetry={payment.reset}
      onSwitch={onSwitch}
    />
  );
}
