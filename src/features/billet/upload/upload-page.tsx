import { ApiError } from '@/api';
import { formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { t } from '@/ui/i18n/pt-br';
import { AppPage } from '@/ui/page/app-page';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { ErrorState } from '@/ui/states/error-state';
import { WaitBox } from '@/ui/loading/wait-box';
import { UPLOAD_LIST } from './list';
import { UploadConfirm } from './upload-confirm';
import type { UploadSearch } from './search';
import { BilletForm } from './billet-form';
import { RejectedRowsPanel } from './rejected-rows-panel';
import { UploadPanel } from './upload-panel';
import { EMPTY_FORM, formValuesOf } from './form-values';
import { UploadDrafts } from './upload-drafts';
import { useRejectedRows } from './use-rejected-rows';
import { DeleteAllSection, RegisterButton, UploadRows, UploadToolbar } from './upload-list';
import { useBilletFormOpening, useSpreadsheetUpload, useUploadBulkActions } from './use-upload-actions';

export const UPLOAD_TITLE = t('billetManage');
export const UPLOAD_BREADCRUMB = [{ label: t('billets') }, { label: t('billetManage') }] as const;

export interface UploadPageProps {
  search: UploadSearch;
  onSearchChange: (patch: Partial<UploadSearch>) => void;
}

/** /billet/upload: send a spreadsheet, fix what was refused, edit, delete and register boletos. */
export function UploadPage({ search, onSearchChange }: UploadPageProps) {
  const request = useListRequest(UPLOAD_LIST, search);
  const wide = useListTable();
  const offline = useIsOffline();
  const list = useListData(request, wide);
  const rejected = useRejectedRows();
  const upload = useSpreadsheetUpload(rejected.add);
  const bulk = useUploadBulkActions();
  const { form, resume, setForm } = useBilletFormOpening();
  const forbidden = list.error instanceof ApiError && list.error.status === 403 ? list.error.message : undefined;
  const write = { disabled: offline || bulk.busy, writeReason: offline ? OFFLINE_REASON : undefined };

  return (
    <AppPage
      title={UPLOAD_TITLE}
      breadcrumb={UPLOAD_BREADCRUMB}
      onRefresh={list.refetch}
      dataUpdatedAt={list.dataUpdatedAt}
    >
      {forbidden ? (
        <ErrorState title="Boletos indisponíveis" message={forbidden} />
      ) : (
        <>
          <UploadPanel
            onFile={upload.send}
            onNew={() => setForm({ values: EMPTY_FORM })}
            sending={upload.sending}
            message={upload.result}
          />
          <UploadDrafts open={form?.draftId} rows={list.rows} rejected={rejected.rows} onResume={resume} />
          <RejectedRowsPanel
            rows={rejected.rows}
            onFix={(r) => setForm({ values: formValuesOf(r.billet), rejectedKey: r.key })}
            onDiscard={(r) => rejected.remove(r.key)}
          />
          {/* The one thing this list is for, first and prominent; deleting sits apart (below). */}
          <RegisterButton {...write} total={list.total} onClick={() => bulk.setConfirm('register')} />
          {bulk.registration && <p role="status">{bulk.registration}</p>}
          <UploadToolbar
            {...write}
            summary={list.response ? `${formatNumberBr(list.total)} aguardando registro` : ''}
            selected={bulk.selected.size}
            onDeleteSelected={() => bulk.setConfirm('delete-selected')}
          />
          <UploadRows
            list={list}
            selected={bulk.selected}
            onToggle={bulk.toggle}
            onOpen={(row) => setForm({ values: formValuesOf(row) })}
            onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
          />
          {list.total > 0 && (
            <DeleteAllSection {...write} total={list.total} onClick={() => bulk.setConfirm('delete-all')} />
          )}
          <BilletForm
            formKey={form ? String(form.openedAt) : 'closed'}
            opening={form}
            onClose={() => setForm(undefined)}
            onSaved={() => {
              if (form?.rejectedKey) rejected.remove(form.rejectedKey);
              setForm(undefined);
            }}
          />
          <UploadConfirm
            confirm={bulk.confirm}
            total={list.total}
            selected={bulk.selected.size}
            lastImported={upload.lastImported}
            busy={bulk.busy}
            onCancel={() => bulk.setConfirm(undefined)}
            onConfirm={bulk.runConfirmed}
          />
          <WaitBox
            open={bulk.busy}
            detail={bulk.registering ? 'Registrando os boletos no banco…' : 'Excluindo boletos…'}
          />
        </>
      )}
    </AppPage>
  );
}
