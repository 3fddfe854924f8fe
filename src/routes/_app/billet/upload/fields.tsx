import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/billet/upload/fields')({
  component: () => (
    <ComingSoonPage
      title="Campos do envio de boletos"
      breadcrumb={[{ label: 'Boletos' }, { label: 'Campos do envio de boletos' }]}
    />
  ),
});
