import { createFileRoute } from '@tanstack/react-router';
import { CheckoutExceptionPage } from '@/public/checkout/exception-page';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/paylink/checkout/exception')({
  component: CheckoutExceptionPage,
});
