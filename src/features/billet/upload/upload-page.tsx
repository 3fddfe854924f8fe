import { IonButton, IonIcon } from '@ionic/react';
import { optionsOutline } from 'ionicons/icons';
import { useState } from 'react';
import { ApiError } from '@/api';
import { formatCents, formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { OfflineNote } from '@/ui/states/offline-note';
import { DataList } from '@/ui/data-list/data-list';
import type { ListColumn } from '@/ui/data-list/types';
import { useListData, useListRequest, useListTable } from '@/ui/data-list/use-list-data';
import { Dialog } from '@/ui/dialog/dialog';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { t } from '@/ui/i18n/pt-br';
import { ButtonLink } from '@/ui/link/button-link';
import { AppPage } from '@/ui/page/app-page';
import tool from '@/ui/page/tool.module.css';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { EmptyState } from '@/ui/states/empty-state';
import { ErrorState } from '@/ui/states/error-state';
import { showToast } from '@/ui/toast';
import type { UploadList, UploadResult, UploadRow } from '../shared/schemas';
import { UPLOAD_LIST, uploadSucceeded, useDeleteUploads, useRegisterAll, useUploadFile } from './api';
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

export const UPLOAD_TITLE = t('billetManage');
export const UPLOAD_BREADCRUMB = [{ label: t('billets') }, { label: t('billetManage') }] as const;

export interface UploadPageProps {
  search: UploadSearch;
  onSearchChange: (patch: Partial<UploadSearch>) => void;
}

type Confirm = 'register' | 'delete-selected' | 'delete-all' | undefined;

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
  const [result, setResult] = useState<UploadResult>();
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
        setResult(answer);
        rejected.add(rejectedRowsOf(file.name, answer));
        if (!uploadSucceeded(answer.message)) showToast(answer.message, 'warning');
      },
      onError: (error) => showToast(error.message),
    });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const columns: ListColumn<UploadRow>[] = [
    {
      id: 'select',
      label: 'Selecionar',
      value: (u) => (
        <input
          type="checkbox"
          className={styles.check}
          aria-label={`Selecionar boleto de ${u.payer.name}`}
          checked={selected.has(u.id)}
          onChange={(e) => toggle(u.id, e.target.checked)}
          onClick={(e) => e.stopPropagation()}
        />
      ),
    },
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
            deleted === undefined ? 'Boleto(s) excluído(s).' : `${formatNumberBr(deleted)} boleto(s) excluído(s).`,
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
            message={result?.message}
          />
          <UploadDrafts open={form?.draftId} rows={list.rows} rejected={rejected.rows} onResume={resume} />
          <RejectedRowsPanel
            rows={rejected.rows}
            onFix={(r) => setForm({ values: formValuesOf(r.billet), rejectedKey: r.key })}
            onDiscard={(r) => rejected.remove(r.key)}
          />
          <div className={styles.buttons}>
            <IonButton
              disabled={offline || busy || list.total === 0}
              title={writeReason}
              onClick={() => setConfirm('register')}
            >
              Registrar todos
            </IonButton>
            <IonButton
              fill="outline"
              color="danger"
              disabled={offline || busy || selected.size === 0}
              title={writeReason}
              onClick={() => setConfirm('delete-selected')}
            >
              Excluir selecionados
            </IonButton>
            <IonButton
              fill="outline"
              color="danger"
              disabled={offline || busy || list.total === 0}
              title={writeReason}
              onClick={() => setConfirm('delete-all')}
            >
              Excluir todos
            </IonButton>
            <ButtonLink to="/billet/upload/fields" fill="outline" color="dark" className={tool.tool}>
              <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
              Campos
            </ButtonLink>
          </div>
          <OfflineNote />
          {registration && <p role="status">{registration}</p>}
          <p role="status">{list.response ? `${formatNumberBr(list.total)} aguardando registro` : ''}</p>
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
            onOpen={(row: UploadRow) => setForm({ values: formValuesOf(row) })}
          />
          <BilletForm
            formKey={form ? String(form.openedAt) : 'closed'}
            opening={form}
            onClose={() => setForm(undefined)}
            onSaved={() => {
              if (form?.rejectedKey) rejected.remove(form.rejectedKey);
              setForm(undefined);
            }}
          />
          <Dialog
            open={confirm !== undefined}
            title={confirm === 'register' ? 'Registrar boletos?' : 'Excluir boletos?'}
            onClose={() => !busy && setConfirm(undefined)}
            actions={
              <>
                <IonButton fill="outline" color="dark" disabled={busy} onClick={() => setConfirm(undefined)}>
                  Cancelar
                </IonButton>
                <IonButton color={confirm === 'register' ? 'primary' : 'danger'} disabled={busy} onClick={runConfirmed}>
                  {busy ? 'Aguarde...' : confirm === 'register' ? 'Registrar' : 'Excluir'}
                </IonButton>
              </>
            }
          >
            <p>
              {confirm === 'register'
                ? `Registrar ${formatNumberBr(list.total)} boleto(s) no banco? Depois de registrados, só podem ser alterados por instrução ao banco.`
                : confirm === 'delete-all'
                  ? `Excluir os ${formatNumberBr(list.total)} boleto(s) aguardando registro? Isso não pode ser desfeito.`
                  : `Excluir ${formatNumberBr(selected.size)} boleto(s) selecionado(s)? Isso não pode ser desfeito.`}
            </p>
          </Dialog>
          <WaitBox
            open={busy}
            detail={register.isPending ? 'Registrando os boletos no banco…' : 'Excluindo boletos…'}
          />
        </>
      )}
    </AppPage>
  );
}
