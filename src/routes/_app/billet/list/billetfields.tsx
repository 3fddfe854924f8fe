import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/billet/list/billetfields')({
  component: () => (
    <ComingSoonPage
      title="Campos da lista de boletos"
      breadcrumb={[{ label: 'Boletos' }, { label: 'Campos da lista de boletos' }]}
    />
  ),
});
