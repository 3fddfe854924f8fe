import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/receivable_units/')({
  component: () => <ComingSoonPage title="Unidades de recebíveis" breadcrumb={[{ label: 'Financeiro' }, { label: 'Unidades de recebíveis' }]} />,
});
