import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPage } from '@/public/receipt/receipt-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/receipt/{-$id}')({
  component: function ReceiptPageRoute() {
    return <ReceiptPage params={Route.useParams()} search={usePublicPageSearch()} />;
  },
});
