import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/public/public-coming-soon';

export const Route = createFileRoute('/pix/test')({
  component: () => <PublicComingSoonPage title="Teste de Pix" />,
});
