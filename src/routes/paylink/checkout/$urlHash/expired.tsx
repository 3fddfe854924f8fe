import { createFileRoute } from '@tanstack/react-router';
import { ExpiredPage } from '@/public/checkout/expired-page';
import { usePublicPageSearch } from '@/public/router/tanstack';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/paylink/checkout/$urlHash/expired')({
  component: function ExpiredPageRoute() {
    return <ExpiredPage params={Route.useParams()} search={usePublicPageSearch()} />;
  },
});
