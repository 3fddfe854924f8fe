import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/transactions/')({
  component: () => <ComingSoonPage title="Transações" breadcrumb={[{ label: 'Financeiro' }, { label: 'Transações' }]} />,
});
