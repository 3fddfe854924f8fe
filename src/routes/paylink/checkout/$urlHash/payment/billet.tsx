import { createFileRoute } from '@tanstack/react-router';
import { BilletCheckoutTabPage } from '@/public/checkout/checkout-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/paylink/checkout/$urlHash/payment/billet')({
  component: function BilletPaymentPageRoute() {
    return <BilletCheckoutTabPage params={Route.useParams()} search={usePublicPageSearch()} />;
  },
});
