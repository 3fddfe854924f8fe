import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, cloudUploadOutline, optionsOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { ApiError } from '@/api';
import { formatDate } from '@/lib/dates';
import { formatCpfCnpj } from '@/lib/documents';
import { formatCents, formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
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
import {
  UPLOAD_LIST,
  uploadSucceeded,
  useDeleteUploads,
  useRegisterAll,
  useUploadFile,
  type UploadSearch,
} from './api';
import { BilletForm } from './billet-form';
import { EMPTY_FORM, formValuesOf, type BilletFormValues } from './form-values';
import { rejectedRowsOf, useRejectedRows } from './use-rejected-rows';
import styles from './upload.module.css';

export const UPLOAD_TITLE = t('billetManage');
export const UPLOAD_BREADCRUMB = [{ label: t('billets') }, { label: t('billetManage') }] as const;
export const UPLOADS_LIST_ID = 'billet-uploads';

export const UPLOAD_COLUMNS_LIST: readonly ListColumn<UploadRow>[] = [
  { id: 'payer', label: 'Pagador', value: (u) => u.payer.name },
  { id: 'document', label: 'CPF/CNPJ', value: (u) => formatCpfCnpj(u.payer.document) },
  { id: 'due_date', label: 'Vencimento', value: (u) => formatDate(u.due_date) },
  { id: 'value', label: 'Valor', value: (u) => formatCents(u.value), align: 'end' },
  { id: 'external_id', label: 'Código externo', value: (u) => u.external_id ?? '—' },
  { id: 'registration_error', label: 'Recusa do banco', value: (u) => u.registration_error ?? '—' },
];

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
  const [form, setFormState] = useState<{ values: BilletFormValues; rejectedKey?: string; openedAt: number }>();
  const setForm = (next: { values: BilletFormValues; rejectedKey?: string } | undefined) =>
    setFormState(next && { ...next, openedAt: Date.now() });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirm, setConfirm] = useState<Confirm>();
  const fileInput = useRef<HTMLInputElement>(null);
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
        onSuccess: (answer) => {
          showToast(`${formatNumberBr(answer.deleted)} boleto(s) excluído(s).`, 'success');
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
          <section className={styles.panel} aria-labelledby="upload-title">
            <h2 id="upload-title">Enviar planilha de boletos</h2>
            <p>CSV (separado por ponto e vírgula, UTF-8) ou XLSX, até 5 MB e 5.000 linhas.</p>
            <div className={styles.links}>
              <a href="/templates/boletos-modelo.csv" download>
                Modelo CSV
              </a>
              <a href="/templates/boletos-modelo.xlsx" download>
                Modelo XLSX
              </a>
            </div>
            <input
              ref={fileInput}
              id="billet-file"
              className={styles.fileInput}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Planilha de boletos"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) send(file);
                e.target.value = '';
              }}
            />
            <div className={styles.buttons}>
              <IonButton
                disabled={offline || upload.isPending}
                title={writeReason}
                onClick={() => fileInput.current?.click()}
              >
                <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
                <span>{upload.isPending ? 'Enviando…' : 'Enviar planilha'}</span>
              </IonButton>
              <IonButton
                fill="outline"
                color="dark"
                disabled={offline}
                title={writeReason}
                onClick={() => setForm({ values: EMPTY_FORM })}
              >
                <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
                Novo boleto
              </IonButton>
            </div>
            {result && <p role="status">{result.message}</p>}
          </section>
          {rejected.rows.length > 0 && (
            <section className={styles.panel} aria-labelledby="rejected-title">
              <h2 id="rejected-title">Linhas recusadas ({formatNumberBr(rejected.rows.length)})</h2>
              <ul className={styles.rejected}>
                {rejected.rows.map((r) => (
                  <li key={r.key}>
                    <strong>
                      {r.file}, linha {r.row}
                      {r.billet.payer?.name ? ` — ${r.billet.payer.name}` : ''}
                    </strong>
                    <ul>
                      {r.messages.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                    <div className={styles.buttons}>
                      <IonButton
                        size="small"
                        disabled={offline}
                        title={writeReason}
                        onClick={() => setForm({ values: formValuesOf(r.billet), rejectedKey: r.key })}
                      >
                        Corrigir
                      </IonButton>
                      <IonButton size="small" fill="outline" color="dark" onClick={() => rejected.remove(r.key)}>
                        Descartar
                      </IonButton>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
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
            onOpen={offline ? undefined : (row: UploadRow) => setForm({ values: formValuesOf(row) })}
          />
          <BilletForm
            formKey={form ? String(form.openedAt) : 'closed'}
            initial={form?.values}
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
            {busy && <p role="status">Aguarde...</p>}
          </Dialog>
        </>
      )}
    </AppPage>
  );
}
