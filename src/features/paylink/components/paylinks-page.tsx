import { IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { ApiError } from '@/api';
import { formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { useKeepRecentQueries } from '@/ui/data-list/keep-recent';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/api/lists/filter-params';
import { t } from '@/ui/i18n/pt-br';
import { ButtonLink } from '@/ui/link/button-link';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { ErrorState } from '@/ui/states/error-state';
import { OfflineNote } from '@/ui/states/offline-note';
import { ListToolbar } from '@/ui/data-list/list-toolbar';
import { KEEP_PAYLINK_DETAILS, KEEP_PAYLINK_LISTS, paylinkQueries } from '../api/paylinks';
import type { Paylink } from '../api/schemas';
import { PAYLINK_FILTERS } from '../lib/filters';
import { PAYLINK_LIST } from '../lib/list';
import { DeleteDialog } from './delete-dialog';
import { PaylinkRows } from './paylink-rows';
import { PendingShares } from './pending-shares';
import { useLinkDeletion } from './use-link-deletion';
import { useShareLink } from './use-share-link';

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
  const offline = useIsOffline();
  const list = useListData(request, wide);
  useKeepRecentQueries(paylinkQueries.lists(), KEEP_PAYLINK_LISTS, list.dataUpdatedAt);
  useKeepRecentQueries(paylinkQueries.details(), KEEP_PAYLINK_DETAILS, list.dataUpdatedAt);
  const share = useShareLink();
  const deletion = useLinkDeletion((link) => share.queue.remove(link.id));
  const values = pickFilterValues(PAYLINK_FILTERS, search);
  const filtering = Object.values(values).some((value) => value !== undefined && value !== '');
  // Merchant without e-commerce (the menu hides the entry; a typed address still lands here).
  const forbidden = list.error instanceof ApiError && list.error.status === 403 ? list.error.message : undefined;

  const shareRow = (link: Paylink) => {
    void share.share(link, true).then((outcome) => {
      if (outcome === 'unsupported') onOpen(link);
    });
  };

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
          <PaylinkRows
            list={list}
            wide={wide}
            offline={offline}
            filtering={filtering}
            onShare={shareRow}
            onDelete={deletion.ask}
            onOpen={onOpen}
            onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
          />
        </>
      )}
      <DeleteDialog
        link={deletion.deleting}
        pending={deletion.pending}
        error={deletion.error}
        disabledReason={offline ? OFFLINE_REASON : undefined}
        onClose={deletion.close}
        onConfirm={deletion.confirm}
      />
    </AppPage>
  );
}
