import { createFileRoute } from '@tanstack/react-router';
import { PixPaymentPage } from '@/public/checkout/pix-payment-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/paylink/checkout/$urlHash/payment/pix')({
  component: function PixPaymentPageRoute() {
    return <PixPaymentPage params={Route.useParams()} search={usePublicPageSearch()} />;
  },
});
