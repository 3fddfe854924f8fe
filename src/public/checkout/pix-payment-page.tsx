import { payByPix } from '@contract/checkout';
import type { PublicPageProps } from '../router/routes';
import { CheckoutFrame } from './checkout-frame';
import { PayerPayment } from './payer-payment';

/** `/paylink/checkout/$urlHash/payment/pix`: the payer, then the Pix QR code to pay. */
export function PixPaymentPage({ params }: PublicPageProps) {
  const urlHash = params.urlHash ?? '';
  return (
    <CheckoutFrame urlHash={urlHash} title="Pagamento com Pix">
      {(checkout) => (
        <PayerPayment
          checkout={checkout}
          urlHash={urlHash}
          call={payByPix}
          next={(created) => `/pix/checkout?id=${encodeURIComponent(String(created.pix_id))}`}
          submitLabel="Gerar Pix"
        >
          <p className="public-muted">Informe seus dados para gerar o código Pix. O pagamento é aprovado na hora.</p>
        </PayerPayment>
      )}
    </CheckoutFrame>
  );
}
