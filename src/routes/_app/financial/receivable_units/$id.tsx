import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/receivable_units/$id')({
  component: () => <ComingSoonPage title="Unidade de recebível" breadcrumb={[{ label: 'Financeiro' }, { label: 'Unidade de recebível' }]} />,
});
