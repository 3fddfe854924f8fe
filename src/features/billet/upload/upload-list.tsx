import { IonButton, IonIcon } from '@ionic/react';
import { optionsOutline, sendOutline, trashOutline } from 'ionicons/icons';
import { formatCents, formatNumberBr } from '@/lib/money';
import { OfflineNote } from '@/ui/states/offline-note';
import { DataList } from '@/ui/data-list/data-list';
import { ListToolbar } from '@/ui/data-list/list-toolbar';
import { SelectBox } from '@/ui/data-list/select-box';
import type { ListColumn } from '@/ui/data-list/types';
import type { ListData } from '@/ui/data-list/use-list-data';
import { useFieldSelection } from '@/ui/fields/use-field-selection';
import { ButtonLink } from '@/ui/link/button-link';
import tool from '@/ui/page/tool.module.css';
import { EmptyState } from '@/ui/states/empty-state';
import type { UploadList, UploadRow } from '@contract/billet-uploads';
import { UPLOAD_COLUMNS_LIST, UPLOADS_LIST_ID } from './columns';
import { boletos } from './upload-summary';
import styles from './upload.module.css';

/** Why writing is off (offline), as the buttons' title; none when it is on. */
interface WriteState {
  disabled: boolean;
  writeReason: string | undefined;
}

export function RegisterButton({
  total,
  disabled,
  writeReason,
  onClick,
}: WriteState & { total: number; onClick: () => void }) {
  return (
    <IonButton className={styles.primary} disabled={disabled || total === 0} title={writeReason} onClick={onClick}>
      <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />
      {total > 0 ? `Registrar ${boletos(total)} no banco` : 'Registrar no banco'}
    </IonButton>
  );
}

interface UploadToolbarProps extends WriteState {
  summary: string;
  selected: number;
  onDeleteSelected: () => void;
}

export function UploadToolbar({ summary, selected, disabled, writeReason, onDeleteSelected }: UploadToolbarProps) {
  return (
    <ListToolbar summary={summary}>
      <IonButton
        fill="outline"
        color="danger"
        className={tool.tool}
        disabled={disabled || selected === 0}
        title={writeReason}
        onClick={onDeleteSelected}
      >
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        Excluir selecionados{selected > 0 ? ` (${formatNumberBr(selected)})` : ''}
      </IonButton>
      <ButtonLink to="/billet/upload/fields" fill="outline" color="dark" className={tool.tool}>
        <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
        Campos
      </ButtonLink>
      <OfflineNote />
    </ListToolbar>
  );
}

interface UploadRowsProps {
  list: ListData<UploadList>;
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onOpen: (row: UploadRow) => void;
  onPageChange: (page: number, perPage: number) => void;
}

/** The boletos waiting to be registered, each with a box to tick it for deletion. */
export function UploadRows({ list, selected, onToggle, onOpen, onPageChange }: UploadRowsProps) {
  const { visible } = useFieldSelection(UPLOADS_LIST_ID, UPLOAD_COLUMNS_LIST);
  const checkbox = (u: UploadRow, label?: string) => (
    <SelectBox
      label={label}
      ariaLabel={`Selecionar boleto de ${u.payer.name}`}
      checked={selected.has(u.id)}
      onChange={(on) => onToggle(u.id, on)}
    />
  );
  // A table column; on a card the box is an action under its fields, not an empty-looking field.
  const columns: ListColumn<UploadRow>[] = [
    { id: 'select', label: 'Selecionar', value: (u) => checkbox(u), cardWhen: () => false },
    ...visible,
  ];
  return (
    <DataList<UploadList>
      list={list}
      columns={columns}
      rowKey={(row: UploadRow) => row.id}
      label="Boletos enviados"
      loadingLabel="Carregando boletos enviados…"
      onPageChange={onPageChange}
      empty={<EmptyState title="Nenhum boleto aguardando registro" message="Envie uma planilha ou crie um boleto." />}
      cardTitle={(row: UploadRow) => <span>{formatCents(row.value)}</span>}
      cardOmit={['value']}
      cardActions={(row: UploadRow) => checkbox(row, 'Selecionar')}
      onOpen={onOpen}
    />
  );
}

export function DeleteAllSection({
  total,
  disabled,
  writeReason,
  onClick,
}: WriteState & { total: number; onClick: () => void }) {
  return (
    <section className={styles.danger} aria-labelledby="delete-all-title">
      <h2 id="delete-all-title">Excluir todos</h2>
      <p>Apaga os {boletos(total)} aguardando registro. Isso não pode ser desfeito.</p>
      <IonButton
        fill="outline"
        color="danger"
        className={tool.tool}
        disabled={disabled}
        title={writeReason}
        onClick={onClick}
      >
        Excluir todos os boletos
      </IonButton>
    </section>
  );
}
