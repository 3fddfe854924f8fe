import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/statement/')({
  component: () => <ComingSoonPage title="Extrato financeiro" breadcrumb={[{ label: 'Financeiro' }, { label: 'Extrato financeiro' }]} />,
});
