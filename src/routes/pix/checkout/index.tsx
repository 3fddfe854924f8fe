import { createFileRoute } from '@tanstack/react-router';
import { PixCheckoutPage } from '@/public/pix/pix-checkout-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/pix/checkout/')({
  component: function PixCheckoutPageRoute() {
    return <PixCheckoutPage params={{}} search={usePublicPageSearch()} />;
  },
});
