import { createFileRoute } from '@tanstack/react-router';
import { PublicComingSoonPage } from '@/public/public-coming-soon';

export const Route = createFileRoute('/paylink/checkout/$urlHash/expired')({
  component: () => <PublicComingSoonPage title="Link expirado" />,
});
