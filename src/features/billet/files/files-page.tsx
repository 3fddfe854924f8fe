import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline, optionsOutline } from 'ionicons/icons';
import { useState } from 'react';
import { ApiError } from '@/api';
import { formatDate } from '@/lib/dates';
import { formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { OfflineNote } from '@/ui/states/offline-note';
import { DataList } from '@/ui/data-list/data-list';
import type { ListColumn } from '@/ui/data-list/types';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { downloadFile, formatBytes } from '@/ui/export/deliver';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { FilterPanel } from '@/ui/filters/filter-panel';
import { pickFilterValues } from '@/api/lists/filter-params';
import { t } from '@/ui/i18n/pt-br';
import { ButtonLink } from '@/ui/link/button-link';
import { AppPage } from '@/ui/page/app-page';
import tool from '@/ui/page/tool.module.css';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { ListEmptyState } from '@/ui/states/empty-state';
import { ErrorState } from '@/ui/states/error-state';
import { showToast } from '@/ui/toast';
import { ListToolbar } from '@/ui/data-list/list-toolbar';
import type { ReturnFile, ReturnFileList } from '@contract/billet-uploads';
import { downloadReturnFile } from './api';
import { RETURN_LIST } from './list';
import { RETURN_FILTERS, type ReturnSearch } from './filters';
import { summaryText } from './summary';
import styles from '../list/billets.module.css';

export const FILES_TITLE = t('billetCnabFiles');
export const FILES_BREADCRUMB = [{ label: t('billets') }, { label: t('billetCnabFiles') }] as const;
export const FILES_LIST_ID = 'billet-returns';

// Layout, size, count and contents are extras of the sandbox's: a dash without them.
const DASH = '—';
const layoutText = (layout: string | undefined) =>
  layout === 'CNAB400' ? 'CNAB 400' : layout === 'CNAB240' ? 'CNAB 240' : (layout ?? DASH);
const orDash = <T,>(value: T | undefined, text: (value: T) => string) => (value === undefined ? DASH : text(value));

export const FILE_COLUMNS: readonly ListColumn<ReturnFile>[] = [
  { id: 'date', label: 'Data', value: (f) => formatDate(f.date) },
  { id: 'file_name', label: 'Arquivo', value: (f) => f.file_name },
  { id: 'layout', label: 'Layout', value: (f) => layoutText(f.layout) },
  {
    id: 'summary',
    label: 'Conteúdo',
    value: (f) => <span className={styles.wraps}>{orDash(f.summary, summaryText)}</span>,
    // A sentence: on a card it takes the whole width (beside another field it wrapped word by word).
    cardWide: true,
  },
  {
    id: 'records',
    label: 'Boletos',
    value: (f) => orDash(f.records, formatNumberBr),
    align: 'end',
    defaultVisible: false,
  },
  { id: 'size', label: 'Tamanho', value: (f) => orDash(f.size, formatBytes), align: 'end', defaultVisible: false },
];

function DownloadButton({ file, offline }: { file: ReturnFile; offline: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <IonButton
      fill="outline"
      color="dark"
      size="small"
      disabled={offline || busy}
      title={offline ? OFFLINE_REASON : undefined}
      aria-label={`Baixar ${file.file_name}`}
      onClick={() => {
        setBusy(true);
        downloadReturnFile(file.id, file.file_name)
          .then(({ blob, filename }) => downloadFile(blob, filename))
          .catch((error: Error) => showToast(error.message))
          .finally(() => setBusy(false));
      }}
    >
      <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
      <span>{busy ? 'Baixando…' : 'Baixar'}</span>
    </IonButton>
  );
}

export interface FilesPageProps {
  search: ReturnSearch;
  onSearchChange: (patch: Partial<ReturnSearch>) => void;
}

/** /billet/files: the bank's return files, what each says, downloadable as the bank wrote them. */
export function FilesPage({ search, onSearchChange }: FilesPageProps) {
  const request = useListRequest(RETURN_LIST, search);
  const wide = useListTable();
  const offline = useIsOffline();
  const list = useListData(request, wide);
  const { visible } = useFieldSelection(FILES_LIST_ID, FILE_COLUMNS);
  const download = (f: ReturnFile) => <DownloadButton file={f} offline={offline} />;
  // The table's last column; a card's action under its fields (not a field labelled 'Baixar').
  const columns = [...visible, { id: 'download', label: 'Baixar', value: download }];
  const forbidden = list.error instanceof ApiError && list.error.status === 403 ? list.error.message : undefined;
  return (
    <AppPage
      title={FILES_TITLE}
      breadcrumb={FILES_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
    >
      {forbidden ? (
        <ErrorState title="Arquivos de retorno indisponíveis" message={forbidden} />
      ) : (
        <>
          <FilterPanel
            defs={RETURN_FILTERS}
            values={pickFilterValues(RETURN_FILTERS, search)}
            onChange={(values) => onSearchChange({ ...values, page: undefined })}
            offline={offline}
          />
          <ListToolbar
            summary={list.response ? `${formatNumberBr(list.total)} ${list.total === 1 ? 'arquivo' : 'arquivos'}` : ''}
          >
            <ButtonLink to="/billet/files/fields" fill="outline" color="dark" className={tool.tool}>
              <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
              Campos
            </ButtonLink>
            <OfflineNote reason="Baixar arquivos precisa de conexão." />
          </ListToolbar>
          <DataList<ReturnFileList>
            list={list}
            columns={columns}
            rowKey={(row: ReturnFile) => row.id}
            label="Arquivos de retorno"
            loadingLabel="Carregando arquivos…"
            onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
            empty={
              <ListEmptyState
                offline={offline}
                title="Nenhum arquivo de retorno"
                message="O banco escreve um arquivo por dia útil com movimentos."
              />
            }
            cardTitle={(row: ReturnFile) => (
              <>
                <span className={styles.cardAmount}>{formatDate(row.date)}</span>
                <span className={styles.cardDate}>{row.file_name}</span>
              </>
            )}
            cardAside={(row: ReturnFile) => <span>{layoutText(row.layout)}</span>}
            cardOmit={['date', 'file_name', 'layout', 'download']}
            cardActions={download}
          />
        </>
      )}
    </AppPage>
  );
}
