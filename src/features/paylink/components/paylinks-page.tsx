import { IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useState } from 'react';
import { ApiError } from '@/api';
import { formatCents, formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { DataList } from '@/ui/data-list/data-list';
import { useKeepRecentQueries } from '@/ui/data-list/keep-recent';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/ui/filters/params';
import { t } from '@/ui/i18n/pt-br';
import { ButtonLink } from '@/ui/link/button-link';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { useMediaQuery, WIDE_SCREEN } from '@/ui/page/use-media-query';
import { EmptyState } from '@/ui/states/empty-state';
import { ErrorState } from '@/ui/states/error-state';
import { OfflineNote } from '@/ui/states/offline-note';
import { showToast } from '@/ui/toast';
import { ListToolbar } from '@/ui/data-list/list-toolbar';
import { useDeletePaylink } from '../api/mutations';
import { KEEP_PAYLINK_DETAILS, KEEP_PAYLINK_LISTS, paylinkQueries } from '../api/paylinks';
import type { Paylink, PaylinkList } from '../api/schemas';
import { PAYLINK_FILTERS } from '../lib/filters';
import { PAYLINK_LIST } from '../lib/list';
import { CARD_HEAD_IDS, PAYLINK_COLUMNS } from './columns';
import { DeleteDialog } from './delete-dialog';
import { PendingShares } from './pending-shares';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';
import { useShareLink } from './use-share-link';
import styles from './paylink.module.css';

export const PAYLINKS_TITLE = 'Links de pagamento';
export const PAYLINKS_BREADCRUMB = [{ label: t('paylink') }, { label: PAYLINKS_TITLE }] as const;

export type PaylinkSearch = Record<string, unknown> & { page?: number | undefined; perPage?: number | undefined };

export interface PaylinksPageProps {
  search: PaylinkSearch;
  onSearchChange: (patch: Partial<PaylinkSearch>) => void;
  /** The share page of a link (a card's title, and 'Compartilhar' where Web Share is missing). */
  onOpen: (link: Paylink) => void;
}

const plural = (count: number) => `${formatNumberBr(count)} ${count === 1 ? 'link' : 'links'}`;

/** /paylink/list: the merchant's payment links, to share, edit or delete; readable offline. */
export function PaylinksPage({ search, onSearchChange, onOpen }: PaylinksPageProps) {
  const request = useListRequest(PAYLINK_LIST, search);
  const wide = useListTable();
  const roomy = useMediaQuery(WIDE_SCREEN);
  const offline = useIsOffline();
  const list = useListData(request, wide);
  useKeepRecentQueries(paylinkQueries.lists(), KEEP_PAYLINK_LISTS, list.dataUpdatedAt);
  useKeepRecentQueries(paylinkQueries.details(), KEEP_PAYLINK_DETAILS, list.dataUpdatedAt);
  const share = useShareLink();
  const remove = useDeletePaylink();
  const [deleting, setDeleting] = useState<Paylink>();
  const values = pickFilterValues(PAYLINK_FILTERS, search);
  const filtering = Object.values(values).some((value) => value !== undefined && value !== '');
  // Merchant without e-commerce (the menu hides the entry; a typed address still lands here).
  const forbidden = list.error instanceof ApiError && list.error.status === 403 ? list.error.message : undefined;

  const shareRow = (link: Paylink) => {
    void share.share(link, true).then((outcome) => {
      if (outcome === 'unsupported') onOpen(link);
    });
  };

  const actions = (link: Paylink) => (
    <RowActions link={link} offline={offline} onShare={shareRow} onDelete={setDeleting} compact={wide} />
  );
  // The table keeps to the width of a laptop beside the menu: the methods show on the link's
  // card, edit and share pages; the row's actions take their place. A tablet (or a laptop with
  // the menu open) has ~740 px: the creation date goes too, so the actions stay on screen.
  const columns = wide
    ? [
        ...PAYLINK_COLUMNS.filter((column) => column.id !== 'payment_methods' && (roomy || column.id !== 'created_at')),
        { id: 'actions', label: 'Ações', value: actions },
      ]
    : PAYLINK_COLUMNS;

  return (
    <AppPage
      title={PAYLINKS_TITLE}
      breadcrumb={PAYLINKS_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
      actions={
        forbidden ? undefined : (
          <ButtonLink to="/paylink/create/{-$id}" params={{}} color="primary">
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            Novo link
          </ButtonLink>
        )
      }
    >
      {forbidden ? (
        <ErrorState title="Links de pagamento indisponíveis" message={forbidden} />
      ) : (
        <>
          <PendingShares
            items={share.items}
            busy={share.busy}
            onShare={(item) => void share.shareItem(item)}
            onDiscard={(item) => share.queue.remove(item.paylinkId)}
          />
          <FilterPanel
            defs={PAYLINK_FILTERS}
            values={values}
            onChange={(next) => onSearchChange({ ...next, page: undefined })}
            offline={offline}
          />
          <ListToolbar summary={list.response ? plural(list.total) : ''}>
            <OfflineNote />
          </ListToolbar>
          <DataList<PaylinkList>
            list={list}
            columns={columns}
            rowKey={(row: Paylink) => row.id}
            label="Links de pagamento"
            loadingLabel="Carregando links…"
            onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
            empty={
              offline ? (
                <EmptyState title="Sem dados salvos para estes filtros" message="Conecte-se para buscar." />
              ) : filtering ? (
                <EmptyState title="Nenhum link encontrado" message="Mude o status ou a descrição buscada." />
              ) : (
                <EmptyState
                  title="Nenhum link de pagamento ainda"
                  message="Crie um link, envie pelo WhatsApp ou por onde preferir, e receba por cartão, boleto ou Pix."
                  action={
                    <ButtonLink to="/paylink/create/{-$id}" params={{}}>
                      Criar link
                    </ButtonLink>
                  }
                />
              )
            }
            cardTitle={(row: Paylink) => (
              <>
                <span className={styles.cardAmount}>{formatCents(row.amount)}</span>
                <span className={styles.cardDescription}>{row.description}</span>
              </>
            )}
            cardAside={(row: Paylink) => <StatusBadge status={row.status} />}
            cardOmit={CARD_HEAD_IDS}
            cardActions={actions}
            onOpen={onOpen}
          />
        </>
      )}
      <DeleteDialog
        link={deleting}
        pending={remove.isPending}
        error={remove.error?.message}
        disabledReason={offline ? OFFLINE_REASON : undefined}
        onClose={() => {
          setDeleting(undefined);
          remove.reset();
        }}
        onConfirm={(link) =>
          remove.mutate(link.id, {
            onSuccess: () => {
              setDeleting(undefined);
              share.queue.remove(link.id);
              showToast('Link de pagamento excluído.', 'success');
            },
            onError: (error) => showToast(error.message || 'Não foi possível excluir o link.'),
          })
        }
      />
    </AppPage>
  );
}
