import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/paylink/list')({
  component: () => (
    <ComingSoonPage
      title="Links de pagamento"
      breadcrumb={[{ label: 'Link de pagamento' }, { label: 'Links de pagamento' }]}
    />
  ),
});
