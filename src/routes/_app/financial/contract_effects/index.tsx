import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/financial/contract_effects/')({
  component: () => <ComingSoonPage title="Efeitos de contrato" breadcrumb={[{ label: 'Financeiro' }, { label: 'Efeitos de contrato' }]} />,
});
