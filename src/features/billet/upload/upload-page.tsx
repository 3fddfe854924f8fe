import { IonButton, IonIcon } from '@ionic/react';
import { optionsOutline, sendOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { ApiError } from '@/api';
import { formatCents, formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { OfflineNote } from '@/ui/states/offline-note';
import { DataList } from '@/ui/data-list/data-list';
import type { ListColumn } from '@/ui/data-list/types';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { t } from '@/ui/i18n/pt-br';
import { ButtonLink } from '@/ui/link/button-link';
import { AppPage } from '@/ui/page/app-page';
import tool from '@/ui/page/tool.module.css';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { EmptyState } from '@/ui/states/empty-state';
import { ErrorState } from '@/ui/states/error-state';
import { showToast } from '@/ui/toast';
import type { UploadList, UploadRow } from '../shared/schemas';
import { useDeleteUploads, useRegisterAll, useUploadFile } from './api';
import { UPLOAD_LIST } from './list';
import { boletos, uploadSummary } from './upload-summary';
import { UploadConfirm, type Confirm } from './upload-confirm';
import type { UploadSearch } from './search';
import { BilletForm } from './billet-form';
import { UPLOAD_COLUMNS_LIST, UPLOADS_LIST_ID } from './columns';
import { RejectedRowsPanel } from './rejected-rows-panel';
import { UploadPanel } from './upload-panel';
import { EMPTY_FORM, formValuesOf, type BilletFormValues } from './form-values';
import { UploadDrafts, uploadDraftId, type BilletFormOpening } from './upload-drafts';
import { rejectedRowsOf, useRejectedRows } from './use-rejected-rows';
import styles from './upload.module.css';
import { WaitBox } from '@/ui/loading/wait-box';
import { ListToolbar } from '@/ui/data-list/list-toolbar';
import { SelectBox } from '@/ui/data-list/select-box';

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
  const { visible } = useFieldSelection(UPLOADS_LIST_ID, UPLOAD_COLUMNS_LIST);
  const upload = useUploadFile();
  const remove = useDeleteUploads();
  const register = useRegisterAll();
  const rejected = useRejectedRows();
  // What the last upload did, in words (upload-summary.ts), and how many it imported.
  const [result, setResult] = useState<string>();
  const [lastImported, setLastImported] = useState<number>();
  // What the last registration did, on the page (the refused ones stay in the list with why).
  const [registration, setRegistration] = useState<string>();
  const [form, setOpening] = useState<BilletFormOpening & { openedAt: number }>();
  const resume = (next: BilletFormOpening) => setOpening({ ...next, openedAt: Date.now() });
  const setForm = (next: { values: BilletFormValues; rejectedKey?: string } | undefined) =>
    setOpening(next && { ...next, draftId: uploadDraftId(next.values, next.rejectedKey), openedAt: Date.now() });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirm, setConfirm] = useState<Confirm>();
  const forbidden = list.error instanceof ApiError && list.error.status === 403 ? list.error.message : undefined;
  const writeReason = offline ? OFFLINE_REASON : undefined;

  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: (answer) => {
        const summary = uploadSummary(answer);
        setResult(summary.text);
        setLastImported(answer.imported);
        rejected.add(rejectedRowsOf(file.name, answer));
        if (summary.tone === 'warning') showToast(summary.text, 'warning');
      },
      onError: (error) => showToast(error.message),
    });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const checkbox = (u: UploadRow, label?: string) => (
    <SelectBox
      label={label}
      ariaLabel={`Selecionar boleto de ${u.payer.name}`}
      checked={selected.has(u.id)}
      onChange={(on) => toggle(u.id, on)}
    />
  );
  // A table column; on a card the box is an action under its fields, not an empty-looking field.
  const columns: ListColumn<UploadRow>[] = [
    { id: 'select', label: 'Selecionar', value: (u) => checkbox(u), cardWhen: () => false },
    ...visible,
  ];
  const runConfirmed = () => {
    if (confirm === 'register')
      register.mutate(undefined, {
        onSuccess: (answer) => setRegistration(answer.message),
        onError: (error) => showToast(error.message),
        onSettled: () => setConfirm(undefined),
      });
    else
      remove.mutate(confirm === 'delete-all' ? 'all' : [...selected], {
        onSuccess: (deleted) => {
          showToast(
            deleted === undefined
              ? 'Boletos excluídos.'
              : `${boletos(deleted)} ${deleted === 1 ? 'excluído' : 'excluídos'}.`,
            'success',
          );
          setSelected(new Set());
        },
        onError: (error) => showToast(error.message),
        onSettled: () => setConfirm(undefined),
      });
  };
  const busy = register.isPending || remove.isPending;

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
            onFile={send}
            onNew={() => setForm({ values: EMPTY_FORM })}
            sending={upload.isPending}
            message={result}
          />
          <UploadDrafts open={form?.draftId} rows={list.rows} rejected={rejected.rows} onResume={resume} />
          <RejectedRowsPanel
            rows={rejected.rows}
            onFix={(r) => setForm({ values: formValuesOf(r.billet), rejectedKey: r.key })}
            onDiscard={(r) => rejected.remove(r.key)}
          />
          {/* The one thing this list is for, first and prominent; deleting sits apart (below). */}
          <IonButton
            className={styles.primary}
            disabled={offline || busy || list.total === 0}
            title={writeReason}
            onClick={() => setConfirm('register')}
          >
            <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />
            {list.total > 0 ? `Registrar ${boletos(list.total)} no banco` : 'Registrar no banco'}
          </IonButton>
          {registration && <p role="status">{registration}</p>}
          <ListToolbar summary={list.response ? `${formatNumberBr(list.total)} aguardando registro` : ''}>
            <IonButton
              fill="outline"
              color="danger"
              className={tool.tool}
              disabled={offline || busy || selected.size === 0}
              title={writeReason}
              onClick={() => setConfirm('delete-selected')}
            >
              <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
              Excluir selecionados{selected.size > 0 ? ` (${formatNumberBr(selected.size)})` : ''}
            </IonButton>
            <ButtonLink to="/billet/upload/fields" fill="outline" color="dark" className={tool.tool}>
              <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
              Campos
            </ButtonLink>
            <OfflineNote />
          </ListToolbar>
          <DataList<UploadList>
            list={list}
            columns={columns}
            rowKey={(row: UploadRow) => row.id}
            label="Boletos enviados"
            loadingLabel="Carregando boletos enviados…"
            onPageChange={(page, perPage) => onSearchChange({ page, perPage })}
            empty={
              <EmptyState title="Nenhum boleto aguardando registro" message="Envie uma planilha ou crie um boleto." />
            }
            cardTitle={(row: UploadRow) => <span>{formatCents(row.value)}</span>}
            cardOmit={['value']}
            cardActions={(row: UploadRow) => checkbox(row, 'Selecionar')}
            onOpen={(row: UploadRow) => setForm({ values: formValuesOf(row) })}
          />
          {list.total > 0 && (
            <section className={styles.danger} aria-labelledby="delete-all-title">
              <h2 id="delete-all-title">Excluir todos</h2>
              <p>Apaga os {boletos(list.total)} aguardando registro. Isso não pode ser desfeito.</p>
              <IonButton
                fill="outline"
                color="danger"
                className={tool.tool}
                disabled={offline || busy}
                title={writeReason}
                onClick={() => setConfirm('delete-all')}
              >
                Excluir todos os boletos
              </IonButton>
            </section>
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
            confirm={confirm}
            total={list.total}
            selected={selected.size}
            lastImported={lastImported}
            busy={busy}
            onCancel={() => setConfirm(undefined)}
            onConfirm={runConfirmed}
          />
          <WaitBox
            open={busy}
            detail={register.isPending ? 'Registrando os boletos no banco…' : 'Excluindo boletos…'}
          />
        </>
      )}
    </AppPage>
  );
}
