import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/public/public-coming-soon';

export const Route = createFileRoute('/paylink/checkout/$urlHash/payment/card')({
  component: () => <PublicComingSoonPage title="Pagamento com cartão" />,
});
