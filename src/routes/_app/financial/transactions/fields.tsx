import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/transactions/fields')({
  component: () => <ComingSoonPage title="Campos das transações" breadcrumb={[{ label: 'Financeiro' }, { label: 'Campos das transações' }]} />,
});
