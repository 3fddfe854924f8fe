import { Notice } from './coming-soon-notice';
import { AppPage } from '@/ui/page/app-page';
import type { BreadcrumbItem } from '@/ui/page/page-title-bar';

/** A signed-in route whose screen arrives in a later release: a clear state, never a blank page. */
export function ComingSoonPage({ title, breadcrumb }: { title: string; breadcrumb?: readonly BreadcrumbItem[] }) {
  return (
    <AppPage title={title} breadcrumb={breadcrumb}>
      <Notice text="Esta tela ainda está sendo preparada e estará disponível em uma próxima versão do Painel de Vendas." />
    </AppPage>
  );
}
