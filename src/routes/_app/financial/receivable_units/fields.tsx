import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/receivable_units/fields')({
  component: () => <ComingSoonPage title="Campos das unidades de recebíveis" breadcrumb={[{ label: 'Financeiro' }, { label: 'Campos das unidades de recebíveis' }]} />,
});
