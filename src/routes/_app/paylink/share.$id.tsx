import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/paylink/share/$id')({
  component: () => (
    <ComingSoonPage
      title="Compartilhar link de pagamento"
      breadcrumb={[{ label: 'Link de pagamento' }, { label: 'Compartilhar link de pagamento' }]}
    />
  ),
});
