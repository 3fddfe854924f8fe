import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '@/ui/coming-soon/coming-soon';

export const Route = createFileRoute('/_app/billet/files/')({
  component: () => (
    <ComingSoonPage
      title="Arquivos de retorno (CNAB)"
      breadcrumb={[{ label: 'Boletos' }, { label: 'Arquivos de retorno (CNAB)' }]}
    />
  ),
});
