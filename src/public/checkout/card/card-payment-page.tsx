import { forget } from '../../api/resource';
import type { Checkout } from '../../api/schemas';
import type { PublicPageProps } from '../../router/routes';
import { useNavigate } from '../../router/navigation';
import { CheckoutFrame, checkoutPath, Redirect } from '../checkout-frame';
import { PaymentSummary } from '../payment-summary';
import { CardForm } from './card-form';
import { useCardPayment } from './use-card-payment';

/** `/paylink/checkout/$urlHash/payment/card`: the card form; approved → the receipt. */
export function CardPaymentPage({ params }: PublicPageProps) {
  const urlHash = params.urlHash ?? '';
  return (
    <CheckoutFrame urlHash={urlHash} title="Pagamento com cartão" wide>
      {(checkout) => <CardPayment checkout={checkout} urlHash={urlHash} />}
    </CheckoutFrame>
  );
}

function CardPayment({ checkout, urlHash }: { checkout: Checkout; urlHash: string }) {
  const navigate = useNavigate();
  const payment = useCardPayment(urlHash, (receiptId) => {
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
    <>
      <PaymentSummary checkout={checkout} />
      <CardForm checkout={checkout} state={payment.state} onPay={(body) => void payment.pay(body)} />
    </>
  );
}
