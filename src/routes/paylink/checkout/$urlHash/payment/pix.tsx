import { createFileRoute } from '@tanstack/react-router';
import { PixCheckoutTabPage } from '@/public/checkout/checkout-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/paylink/checkout/$urlHash/payment/pix')({
  component: function PixPaymentPageRoute() {
    return <PixCheckoutTabPage params={Route.useParams()} search={usePublicPageSearch()} />;
  },
});
