import { useSuspenseQuery } from '@tanstack/react-query';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { ButtonLink } from '@/ui/link/button-link';
import { EmptyState } from '@/ui/states/empty-state';
import { paylinkQueries } from '../api/paylinks';
import type { Paylink } from '../api/schemas';
import { PaylinkForm } from './paylink-form';

export const CREATE_TITLE = 'Criar link de pagamento';
export const EDIT_TITLE = 'Editar link de pagamento';
export const formBreadcrumb = (title: string) => [{ label: t('paylink') }, { label: title }] as const;

/** /paylink/create: a new link. */
export function CreatePaylinkPage({ onSaved }: { onSaved: (link: Paylink) => void }) {
  return (
    <AppPage title={CREATE_TITLE} breadcrumb={formBreadcrumb(CREATE_TITLE)}>
      <PaylinkForm onSaved={onSaved} />
    </AppPage>
  );
}

/** /paylink/create/{id}: the link as the server has it now (its payments lock the amount). */
export function EditPaylinkPage({ id, onSaved }: { id: number; onSaved: (link: Paylink) => void }) {
  const { data: link, dataUpdatedAt } = useSuspenseQuery(paylinkQueries.detail(id));
  return (
    <AppPage title={EDIT_TITLE} breadcrumb={formBreadcrumb(EDIT_TITLE)} dataUpdatedAt={dataUpdatedAt}>
      {link.status === 'PAID' ? (
        // Reached by its address only (no screen offers 'Editar' for it): the server refuses the change.
        <EmptyState
          title="Este link já foi pago"
          message="Um link pago não pode mais ser alterado. Para cobrar de novo, crie um novo link."
          action={
            <ButtonLink to="/paylink/share/$id" params={{ id: String(link.id) }} fill="outline" color="dark">
              Ver o link e seus pagamentos
            </ButtonLink>
          }
        />
      ) : (
        <PaylinkForm key={link.id} link={link} onSaved={onSaved} />
      )}
    </AppPage>
  );
}
