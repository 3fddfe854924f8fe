import { formatCpfCnpj } from '@/lib/documents';
import { formatDate } from '@/lib/dates/format';
import { formatCents } from '@/lib/money';
import type { Checkout } from '../api/schemas';
import { Link } from '../router/link';
import type { PublicPageProps } from '../router/routes';
import { CheckoutFrame, checkoutPath } from './checkout-frame';
import { METHOD_ORDER, METHODS } from './methods';
import './checkout.css';
import { Facts } from '../layout/facts';

/** `/paylink/checkout/$urlHash`: what is paid, to whom, how much, in how many installments. */
export function CheckoutPage({ params }: PublicPageProps) {
  const urlHash = params.urlHash ?? '';
  return (
    <CheckoutFrame urlHash={urlHash} title="Pagamento">
      {(checkout) => <CheckoutSummary checkout={checkout} urlHash={urlHash} />}
    </CheckoutFrame>
  );
}

function CheckoutSummary({ checkout, urlHash }: { checkout: Checkout; urlHash: string }) {
  const methods = METHOD_ORDER.filter((method) => checkout.payment_methods.includes(method));
  const most = checkout.installment_options.reduce(
    (best, option) => (option.installments > (best?.installments ?? 0) ? option : best),
    checkout.installment_options[0],
  );
  // One way to pay: straight to it; several: the choice first.
  const only = methods.length === 1 ? methods[0] : undefined;
  const next = checkoutPath(urlHash, only ? METHODS[only].path : '/payment');
  return (
    <>
      <section className="public-panel" aria-labelledby="checkout-what">
        <h2 id="checkout-what" className="public-muted checkout-kicker">
          Você está pagando
        </h2>
        <p className="checkout-description">{checkout.description}</p>
        <p className="public-amount">{formatCents(checkout.amount)}</p>
        {checkout.payment_methods.includes('CARD') && most && most.installments > 1 && (
          <p className="public-muted">
            em até {most.installments}x de {formatCents(most.installment_amount)} no cartão
          </p>
        )}
      </section>
      <section className="public-panel" aria-labelledby="checkout-who">
        <h2 id="checkout-who">Para quem</h2>
        <Facts
          items={[
            ['Recebedor', checkout.merchant.name],
            ['CPF/CNPJ', formatCpfCnpj(checkout.merchant.document)],
            ['Válido até', checkout.expires_at ? formatDate(checkout.expires_at) : null],
            ['Formas de pagamento', methods.map((method) => METHODS[method].label).join(', ')],
          ]}
        />
      </section>
      {checkout.payment_methods.includes('CARD') && checkout.installment_options.length > 1 && (
        <details className="public-panel checkout-installments">
          <summary>Opções de parcelamento</summary>
          <ul>
            {checkout.installment_options.map((option) => (
              <li key={option.installments}>
                <span>
                  {option.installments}x de {formatCents(option.installment_amount)}
                </span>
                <span className="public-muted">total {formatCents(option.total_amount)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <Link to={next} className="public-button public-button-block">
        {only ? `Pagar com ${METHODS[only].label.toLowerCase()}` : 'Pagar'}
      </Link>
    </>
  );
}
