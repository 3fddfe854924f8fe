import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/paylink/create/{-$id}')({
  component: () => (
    <ComingSoonPage
      title="Criar link de pagamento"
      breadcrumb={[{ label: 'Link de pagamento' }, { label: 'Criar link de pagamento' }]}
    />
  ),
});
