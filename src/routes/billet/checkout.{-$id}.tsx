import { createFileRoute } from '@tanstack/react-router';
import { BilletCheckoutPage } from '@/public/billet/billet-checkout-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/billet/checkout/{-$id}')({
  component: function BilletCheckoutPageRoute() {
    return <BilletCheckoutPage params={Route.useParams()} search={usePublicPageSearch()} />;
  },
});
