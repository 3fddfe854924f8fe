import { payByBillet } from '@contract/checkout';
import type { PublicPageProps } from '../router/routes';
import { CheckoutFrame } from './checkout-frame';
import { PayerPayment } from './payer-payment';

/** `/paylink/checkout/$urlHash/payment/billet`: the payer, then the boleto to pay. */
export function BilletPaymentPage({ params }: PublicPageProps) {
  const urlHash = params.urlHash ?? '';
  return (
    <CheckoutFrame urlHash={urlHash} title="Pagamento com boleto">
      {(checkout) => (
        <PayerPayment
          checkout={checkout}
          urlHash={urlHash}
          call={payByBillet}
          next={(created) => `/billet/checkout/${encodeURIComponent(String(created.billet_id))}`}
          submitLabel="Gerar boleto"
        >
          <p className="public-muted">
            O boleto é compensado em até 3 dias úteis depois de pago. Informe seus dados para gerá-lo.
          </p>
        </PayerPayment>
      )}
    </CheckoutFrame>
  );
}
