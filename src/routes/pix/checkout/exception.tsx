import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/public/public-coming-soon';

export const Route = createFileRoute('/pix/checkout/exception')({
  component: () => <PublicComingSoonPage title="Não foi possível abrir o Pix" />,
});
