import { createFileRoute } from '@tanstack/react-router';
import { BilletPaymentPage } from '@/public/checkout/billet-payment-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/paylink/checkout/$urlHash/payment/billet')({
  component: function BilletPaymentPageRoute() {
    return <BilletPaymentPage params={Route.useParams()} search={usePublicPageSearch()} />;
  },
});
