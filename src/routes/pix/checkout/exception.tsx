import { createFileRoute } from '@tanstack/react-router';
import { PixExceptionPage } from '@/public/pix/pix-exception-page';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/pix/checkout/exception')({
  component: PixExceptionPage,
});
