import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/public/public-coming-soon';

export const Route = createFileRoute('/paylink/checkout/$urlHash/payment/')({
  component: () => <PublicComingSoonPage title="Forma de pagamento" />,
});
