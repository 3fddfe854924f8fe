import { formatCents } from '@/lib/money';
import type { Checkout, PaymentMethod } from '../api/schemas';
import { Link } from '../router/link';
import type { PublicPageProps } from '../router/routes';
import { CheckoutFrame, checkoutPath } from './checkout-frame';
import { METHOD_ORDER, METHODS } from './methods';
import { PaymentSummary } from './payment-summary';
import './checkout.css';

/** `/paylink/checkout/$urlHash/payment`: the ways to pay this link allows. */
export function PaymentMethodPage({ params }: PublicPageProps) {
  const urlHash = params.urlHash ?? '';
  return (
    <CheckoutFrame urlHash={urlHash} title="Forma de pagamento">
      {(checkout) => (
        <>
          <PaymentSummary checkout={checkout} />
          <nav aria-label="Formas de pagamento">
            <ul className="payment-choices">
              {METHOD_ORDER.filter((method) => checkout.payment_methods.includes(method)).map((method) => {
                const { label, path, icon: Icon } = METHODS[method];
                return (
                  <li key={method}>
                    <Link to={checkoutPath(urlHash, path)} className="public-choice">
                      <Icon />
                      <span>
                        <strong>{label}</strong>
                        <span className="public-muted">{methodHint(method, checkout)}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </>
      )}
    </CheckoutFrame>
  );
}

function methodHint(method: PaymentMethod, checkout: Checkout): string {
  if (method === 'PIX') return 'Aprovação na hora, pelo app do seu banco';
  if (method === 'BILLET') return 'Pague em qualquer banco ou lotérica até o vencimento';
  const most = Math.max(1, ...checkout.installment_options.map((option) => option.installments));
  const each = checkout.installment_options.find((option) => option.installments === most)?.installment_amount;
  return most > 1 && each !== undefined ? `Em até ${most}x de ${formatCents(each)}` : 'À vista';
}
