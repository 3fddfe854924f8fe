import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/contract_effects/$id')({
  component: () => <ComingSoonPage title="Efeito de contrato" breadcrumb={[{ label: 'Financeiro' }, { label: 'Efeito de contrato' }]} />,
});
