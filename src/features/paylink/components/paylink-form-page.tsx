import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { salesPlanQueries } from '@/api/sales-plans';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { ButtonLink } from '@/ui/link/button-link';
import { EmptyState } from '@/ui/states/empty-state';
import { SkeletonBar } from '@/ui/states/skeleton-bar';
import { paylinkQueries } from '../api/paylinks';
import type { Paylink } from '../api/schemas';
import { offeredMethods } from '../lib/paylink-form';
import { PaylinkForm } from './paylink-form';

export const CREATE_TITLE = 'Criar link de pagamento';
export const EDIT_TITLE = 'Editar link de pagamento';
export const formBreadcrumb = (title: string) => [{ label: t('paylink') }, { label: title }] as const;

/**
 * The payment methods the merchant's plans allow; undefined while they are asked for the first
 * time (`ready` false) and when they cannot be had (an error, or offline before any answer).
 */
function useOfferedMethods(): { ready: boolean; offered: PaymentMethod[] | undefined } {
  const plans = useQuery(salesPlanQueries.list());
  return {
    ready: !plans.isPending || plans.fetchStatus === 'paused',
    offered: plans.data && offeredMethods(plans.data.data),
  };
}

/** /paylink/create: a new link, with every method the merchant can offer ticked (issue 32). */
export function CreatePaylinkPage({ onSaved }: { onSaved: (link: Paylink) => void }) {
  const { ready, offered } = useOfferedMethods();
  return (
    <AppPage title={CREATE_TITLE} breadcrumb={formBreadcrumb(CREATE_TITLE)}>
      {ready ? (
        <PaylinkForm offered={offered} onSaved={onSaved} />
      ) : (
        // The form's defaults come from the plans: it opens once they are known (cached after once).
        <SkeletonBar width="100%" height={56} />
      )}
    </AppPage>
  );
}

/** /paylink/create/{id}: the link as the server has it now (its payments lock the amount). */
export function EditPaylinkPage({ id, onSaved }: { id: number; onSaved: (link: Paylink) => void }) {
  const { data: link, dataUpdatedAt } = useSuspenseQuery(paylinkQueries.detail(id));
  const { offered } = useOfferedMethods();
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
        <PaylinkForm key={link.id} link={link} offered={offered} onSaved={onSaved} />
      )}
    </AppPage>
  );
}
