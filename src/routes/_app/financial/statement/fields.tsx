import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/statement/fields')({
  component: () => <ComingSoonPage title="Campos do extrato" breadcrumb={[{ label: 'Financeiro' }, { label: 'Campos do extrato' }]} />,
});
