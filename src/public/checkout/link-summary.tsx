import { formatCents } from '@/lib/money';
import type { Checkout } from '@contract/checkout/link';

/** The most installments the card allows, with each one's amount (null: card not taken or 1x only). */
function mostInstallments(checkout: Checkout): { count: number; each: number } | null {
  if (!checkout.payment_methods.includes('CARD')) return null;
  const options = checkout.installment_options.filter((option) => option.installments <= checkout.max_installments);
  const most = options.reduce<(typeof options)[number] | undefined>(
    (best, option) => (option.installments > (best?.installments ?? 0) ? option : best),
    undefined,
  );
  return most && most.installments > 1 ? { count: most.installments, each: most.installment_amount } : null;
}

/** What is paid, how much and in how many installments: compact, so the form starts on screen. */
export function LinkSummary({ checkout }: { checkout: Checkout }) {
  const most = mostInstallments(checkout);
  return (
    <section className="public-panel checkout-summary" aria-label="Resumo do pagamento">
      <p className="checkout-description">{checkout.description}</p>
      <p className="checkout-amount-line">
        <span className="public-amount">{formatCents(checkout.amount)}</span>
        {most && (
          <span className="public-muted">
            em até {most.count}x de {formatCents(most.each)} no cartão
          </span>
        )}
      </p>
    </section>
  );
}
