import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/ui/coming-soon/public-coming-soon';

export const Route = createFileRoute('/pix/test')({
  component: () => <PublicComingSoonPage title="Teste de Pix" />,
});
