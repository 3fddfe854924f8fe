import { payByBillet } from '@contract/checkout/billet';
import { payByPix } from '@contract/checkout/pix';
import type { PayerValues } from './payer';
import { PayerPayment } from './payer-payment';

interface ChargeTabProps {
  urlHash: string;
  /** The link's hash for the charge's page ("Trocar forma de pagamento"), when it has other methods. */
  back?: string;
  payer: PayerValues;
  onPayer: (payer: PayerValues) => void;
}

/** The Pix tab: who pays, then the Pix QR code's page. */
export function PixTab({ back, ...props }: ChargeTabProps) {
  return (
    <PayerPayment
      {...props}
      call={payByPix}
      next={(created) => pixPath(String(created.pix_id), back)}
      submitLabel="Gerar Pix"
    >
      <p className="public-muted checkout-note">Informe seus dados para gerar o código Pix. Aprovação na hora.</p>
    </PayerPayment>
  );
}

/** The boleto tab: who pays, then the boleto's page. */
export function BilletTab({ back, ...props }: ChargeTabProps) {
  return (
    <PayerPayment
      {...props}
      call={payByBillet}
      next={(created) => billetPath(String(created.billet_id), back)}
      submitLabel="Gerar boleto"
    >
      <p className="public-muted checkout-note">
        Compensado em até 3 dias úteis depois de pago. Informe seus dados para gerá-lo.
      </p>
    </PayerPayment>
  );
}

/** The Pix page; with the link's hash it offers "Trocar forma de pagamento" until paid. */
const pixPath = (id: string, link?: string) =>
  `/pix/checkout?id=${encodeURIComponent(id)}${link ? `&link=${encodeURIComponent(link)}` : ''}`;

const billetPath = (id: string, link?: string) =>
  `/billet/checkout/${encodeURIComponent(id)}${link ? `?link=${encodeURIComponent(link)}` : ''}`;
