import { formatCents } from '@/lib/money';
import type { Checkout } from '../api/schemas';
import './checkout.css';

/** What is paid and how much: the top of every payment page. */
export function PaymentSummary({ checkout }: { checkout: Checkout }) {
  return (
    <section className="public-panel payment-summary" aria-label="Resumo do pagamento">
      <p className="public-muted payment-summary-description">{checkout.description}</p>
      <p className="public-amount">{formatCents(checkout.amount)}</p>
    </section>
  );
}
