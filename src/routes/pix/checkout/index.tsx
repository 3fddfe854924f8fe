import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/public/public-coming-soon';

export const Route = createFileRoute('/pix/checkout/')({
  component: () => <PublicComingSoonPage title="Pagamento com Pix" />,
});
