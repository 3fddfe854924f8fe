import { IonButton, IonIcon } from '@ionic/react';
import { optionsOutline } from 'ionicons/icons';
import { useState } from 'react';
import { ApiError } from '@/api';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { DataList } from '@/ui/data-list/data-list';
import { useKeepRecentQueries } from '@/ui/data-list/keep-recent';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { ExportButton } from '@/ui/export/export-button';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/ui/filters/params';
import { t } from '@/ui/i18n/pt-br';
import { ButtonLink } from '@/ui/link/button-link';
import { AppPage } from '@/ui/page/app-page';
import tool from '@/ui/page/tool.module.css';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { Dialog } from '@/ui/dialog/dialog';
import { OFFLINE_REASON } from '@/offline/online-only';
import { OfflineNote } from '@/ui/states/offline-note';
import type { ListColumn } from '@/ui/data-list/types';
import { EmptyState } from '@/ui/states/empty-state';
import { showToast } from '@/ui/toast';
import { ErrorState } from '@/ui/states/error-state';
import { exportDisabledReason, ListToolbar } from '@/ui/data-list/list-toolbar';
import type { Billet, BilletList } from '../shared/schemas';
import { BilletStatusBadge } from '../shared/status-badge';
import { BILLET_EXPORT_PATH, billetExportParams, billetQueries, KEEP_BILLET_LISTS, useCancelBillets } from './api';
import { cancelSummary } from './cancel-summary';
import { BilletDetail } from './billet-detail';
import { BilletLookup } from './billet-lookup-box';
import { BILLET_COLUMNS, CARD_HEAD_IDS } from './columns';
import { BILLET_FILTERS, type BilletSearch } from './filters';
import { BILLET_LIST } from './list';
import styles from './billets.module.css';
import { WaitBox } from '@/ui/loading/wait-box';
import { SelectBox } from '@/ui/data-list/select-box';

export const BILLETS_TITLE = t('billetList');
export const BILLETS_BREADCRUMB = [{ label: t('billets') }, { label: t('billetList') }] as const;
export const BILLETS_LIST_ID = 'billets';

export interface BilletsPageProps {
  search: BilletSearch;
  onSearchChange: (patch: Partial<BilletSearch>, options?: { replace?: boolean }) => void;
}

const plural = (count: number) => `${formatNumberBr(count)} ${count === 1 ? 'boleto' : 'boletos'}`;

/** /billet/list: the merchant's boletos, filterable, exportable, readable offline. */
export function BilletsPage({ search, onSearchChange }: BilletsPageProps) {
  const request = useListRequest(BILLET_LIST, search);
  const wide = useListTable();
  const offline = useIsOffline();
  const list = useListData(request, wide);
  useKeepRecentQueries(billetQueries.lists(), KEEP_BILLET_LISTS, list.dataUpdatedAt);
  const { visible } = useFieldSelection(BILLETS_LIST_ID, BILLET_COLUMNS);
  const open = list.rows.find((row) => row.billet_id === search.billet);
  const forbidden = list.error instanceof ApiError && list.error.status === 403 ? list.error.message : undefined;
  // Registered boletos picked for cancelling (only those can be written off).
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string>();
  const cancel = useCancelBillets();
  const toggle = (b: Billet, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(b.billet_id, b.our_number ?? '');
    else next.delete(b.billet_id);
    setSelected(next);
  };
  // Only a registered boleto can be cancelled: the others have no box (nor an empty 'Selecionar').
  const checkbox = (b: Billet, label?: string) =>
    b.billet_status === 'WAITING_RETURN' ? (
      <SelectBox
        label={label}
        ariaLabel={`Selecionar boleto ${b.our_number ?? b.billet_id} para cancelar`}
        checked={selected.has(b.billet_id)}
        disabled={offline}
        onChange={(on) => toggle(b, on)}
      />
    ) : null;
  const columns: ListColumn<Billet>[] = [
    { id: 'select', label: 'Selecionar', value: (b) => checkbox(b) ?? '', cardWhen: () => false },
    ...visible,
  ];
  const cancelSelected = () =>
    cancel.mutate(
      [...selected].map(([id, our_number]) => ({ id, our_number })),
      {
        onSuccess: (answer) => {
          setOutcome(cancelSummary(answer));
          setSelected(new Map());
        },
        onError: (error) => showToast(error.message),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <AppPage
      title={BILLETS_TITLE}
      breadcrumb={BILLETS_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
    >
      {forbidden ? (
        <ErrorState title="Boletos indisponíveis" message={forbidden} />
      ) : (
        <>
          <BilletLookup search={search} onSearch={(patch) => onSearchChange(patch, { replace: true })} />
          <FilterPanel
            defs={BILLET_FILTERS}
            values={pickFilterValues(BILLET_FILTERS, search)}
            onChange={(values) => onSearchChange({ ...values, page: undefined })}
            offline={offline}
          />
          <ListToolbar summary={list.response ? plural(list.total) : ''}>
            <IonButton
              fill="outline"
              color="danger"
              disabled={offline || selected.size === 0}
              title={offline ? OFFLINE_REASON : undefined}
              onClick={() => setConfirming(true)}
            >
              Cancelar selecionados{selected.size > 0 ? ` (${selected.size})` : ''}
            </IonButton>
            <ButtonLink to="/billet/list/billetfields" fill="outline" color="dark" className={tool.tool}>
              <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
              Campos
            </ButtonLink>
            <ExportButton
              path={BILLET_EXPORT_PATH}
              params={billetExportParams(request.params)}
              fileName="boletos"
              disabledReason={exportDisabledReason(offline, list)}
            />
            <OfflineNote />
          </ListToolbar>
          {outcome && <p role="status">{outcome}</p>}
          <DataList<BilletList>
            list={list}
            columns={columns}
            rowKey={(row: Billet) => row.billet_id}
            label="Boletos"
            loadingLabel="Carregando boletos…"
            onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
            empty={
              <EmptyState
                title={offline ? 'Sem dados salvos para estes filtros' : 'Nenhum boleto encontrado'}
                message={offline ? 'Conecte-se para buscar.' : 'Mude o status ou tire algum filtro.'}
              />
            }
            cardTitle={(row: Billet) => (
              <>
                <span className={styles.cardAmount}>{formatCents(row.billet_value)}</span>
                <span className={styles.cardDate}>Vence em {formatDate(row.due_date)}</span>
              </>
            )}
            cardAside={(row: Billet) => <BilletStatusBadge status={row.billet_status} />}
            cardOmit={CARD_HEAD_IDS}
            cardActions={(row: Billet) => checkbox(row, 'Selecionar')}
            onOpen={(row: Billet) => onSearchChange({ billet: row.billet_id })}
          />
          <WaitBox open={cancel.isPending} detail="Cancelando os boletos no banco…" />
          <BilletDetail billet={open} onClose={() => onSearchChange({ billet: undefined }, { replace: true })} />
          <Dialog
            open={confirming}
            title="Cancelar boletos?"
            onClose={() => !cancel.isPending && setConfirming(false)}
            actions={
              <>
                <IonButton fill="outline" color="dark" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
                  Voltar
                </IonButton>
                <IonButton color="danger" disabled={cancel.isPending} onClick={cancelSelected}>
                  {cancel.isPending ? 'Aguarde...' : 'Cancelar boletos'}
                </IonButton>
              </>
            }
          >
            <p>{`Cancelar ${plural(selected.size)}? O banco dará baixa e os pagadores não poderão mais pagá-los.`}</p>
          </Dialog>
        </>
      )}
    </AppPage>
  );
}
