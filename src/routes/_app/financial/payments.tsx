import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/payments')({
  component: () => <ComingSoonPage title="Pagamentos" breadcrumb={[{ label: 'Financeiro' }, { label: 'Pagamentos' }]} />,
});
