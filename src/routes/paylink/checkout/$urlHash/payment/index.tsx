import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/public/checkout/checkout-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/paylink/checkout/$urlHash/payment/')({
  component: function PaymentMethodPageRoute() {
    return <CheckoutPage params={Route.useParams()} search={usePublicPageSearch()} />;
  },
});
