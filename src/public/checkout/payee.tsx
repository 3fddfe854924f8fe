import { formatCpfCnpj } from '@/lib/documents';
import type { Checkout } from '@contract/checkout/link';
import { Facts } from '../layout/facts';

/**
 * A link's last day, 'YYYY-MM-DD' → 'DD/MM/YYYY'. A date, not an instant: no time zone to apply,
 * so not the dates module (1.3 KiB the checkout's first screen does without).
 */
export function lastDay(date: string | null | undefined): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : null;
}

/** Who is paid (as a receipt would say), below the form: the customer checks it, not first. */
export function Payee({ checkout }: { checkout: Checkout }) {
  return (
    <section className="public-panel checkout-payee" aria-labelledby="checkout-who">
      <h2 id="checkout-who">Para quem</h2>
      <Facts
        items={[
          ['Recebedor', checkout.merchant.name],
          ['CPF/CNPJ', formatCpfCnpj(checkout.merchant.document)],
          ['Válido até', lastDay(checkout.expires_at)],
        ]}
      />
    </section>
  );
}
