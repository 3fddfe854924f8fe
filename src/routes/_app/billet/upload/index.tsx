import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/billet/upload/')({
  component: () => (
    <ComingSoonPage title="Gerenciar boletos" breadcrumb={[{ label: 'Boletos' }, { label: 'Gerenciar boletos' }]} />
  ),
});
