import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/public/public-coming-soon';

export const Route = createFileRoute('/receipt/{-$id}')({
  component: () => <PublicComingSoonPage title="Comprovante" />,
});
