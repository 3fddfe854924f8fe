import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/public/public-coming-soon';

export const Route = createFileRoute('/billet/checkout/{-$id}')({
  component: () => <PublicComingSoonPage title="Pagamento de boleto" />,
});
