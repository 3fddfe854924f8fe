import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/billet/list/')({
  component: () => (
    <ComingSoonPage title="Lista de boletos" breadcrumb={[{ label: 'Boletos' }, { label: 'Lista de boletos' }]} />
  ),
});
