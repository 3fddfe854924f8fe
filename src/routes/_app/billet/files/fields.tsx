import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/billet/files/fields')({
  component: () => (
    <ComingSoonPage
      title="Campos dos arquivos de retorno"
      breadcrumb={[{ label: 'Boletos' }, { label: 'Campos dos arquivos de retorno' }]}
    />
  ),
});
