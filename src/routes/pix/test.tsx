import { createFileRoute } from '@tanstack/react-router';
import { PixTestPage } from '@/public/pix/pix-test-page';

/** A customer's page (src/public); on a direct visit the public router serves it (main.tsx). */
export const Route = createFileRoute('/pix/test')({
  component: PixTestPage,
});
