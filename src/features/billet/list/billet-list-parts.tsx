import { IonButton, IonIcon } from '@ionic/react';
import { optionsOutline } from 'ionicons/icons';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { OFFLINE_REASON } from '@/offline/online-only';
import { DataList } from '@/ui/data-list/data-list';
import { exportDisabledReason, ListToolbar } from '@/ui/data-list/list-toolbar';
import { SelectBox } from '@/ui/data-list/select-box';
import type { ListColumn } from '@/ui/data-list/types';
import type { ListData } from '@/ui/data-list/use-list-data';
import { Dialog } from '@/ui/dialog/dialog';
import { ExportButton } from '@/ui/export/export-button';
import { ButtonLink } from '@/ui/link/button-link';
import tool from '@/ui/page/tool.module.css';
import { ListEmptyState } from '@/ui/states/empty-state';
import { OfflineNote } from '@/ui/states/offline-note';
import type { Billet, BilletList } from '@contract/billets';
import { BilletStatusBadge } from '../shared/status-badge';
import { BILLET_EXPORT_PATH, billetExportParams } from './api';
import { CARD_HEAD_IDS } from './columns';
import styles from './billets.module.css';

const plural = (count: number) => `${formatNumberBr(count)} ${count === 1 ? 'boleto' : 'boletos'}`;

interface BilletsToolbarProps {
  list: ListData<BilletList>;
  params: Parameters<typeof billetExportParams>[0];
  offline: boolean;
  selected: number;
  onCancel: () => void;
}

export function BilletsToolbar({ list, params, offline, selected, onCancel }: BilletsToolbarProps) {
  return (
    <ListToolbar summary={list.response ? plural(list.total) : ''}>
      <IonButton
        fill="outline"
        color="danger"
        disabled={offline || selected === 0}
        title={offline ? OFFLINE_REASON : undefined}
        onClick={onCancel}
      >
        Cancelar selecionados{selected > 0 ? ` (${selected})` : ''}
      </IonButton>
      <ButtonLink to="/billet/list/billetfields" fill="outline" color="dark" className={tool.tool}>
        <IonIcon slot="start" icon={optionsOutline} aria-hidden="true" />
        Campos
      </ButtonLink>
      <ExportButton
        path={BILLET_EXPORT_PATH}
        params={billetExportParams(params)}
        fileName="boletos"
        disabledReason={exportDisabledReason(offline, list)}
      />
      <OfflineNote />
    </ListToolbar>
  );
}

interface BilletRowsProps {
  list: ListData<BilletList>;
  visible: ListColumn<Billet>[];
  offline: boolean;
  selected: ReadonlyMap<number, string>;
  onToggle: (b: Billet, on: boolean) => void;
  onOpen: (row: Billet) => void;
  onPageChange: (page: number, perPage: number) => void;
}

/** The boletos, a registered one with a box to pick it for cancelling. */
export function BilletRows({ list, visible, offline, selected, onToggle, onOpen, onPageChange }: BilletRowsProps) {
  // Only a registered boleto can be cancelled: the others have no box (nor an empty 'Selecionar').
  const checkbox = (b: Billet, label?: string) =>
    b.billet_status === 'WAITING_RETURN' ? (
      <SelectBox
        label={label}
        ariaLabel={`Selecionar boleto ${b.our_number ?? b.billet_id} para cancelar`}
        checked={selected.has(b.billet_id)}
        disabled={offline}
        onChange={(on) => onToggle(b, on)}
      />
    ) : null;
  const columns: ListColumn<Billet>[] = [
    { id: 'select', label: 'Selecionar', value: (b) => checkbox(b) ?? '', cardWhen: () => false },
    ...visible,
  ];
  return (
    <DataList<BilletList>
      list={list}
      columns={columns}
      rowKey={(row: Billet) => row.billet_id}
      label="Boletos"
      loadingLabel="Carregando boletos…"
      onPageChange={onPageChange}
      empty={
        <ListEmptyState
          offline={offline}
          title="Nenhum boleto encontrado"
          message="Mude o status ou tire algum filtro."
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
      onOpen={onOpen}
    />
  );
}

interface CancelDialogProps {
  open: boolean;
  count: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function CancelDialog({ open, count, pending, onClose, onConfirm }: CancelDialogProps) {
  return (
    <Dialog
      open={open}
      title="Cancelar boletos?"
      onClose={() => !pending && onClose()}
      actions={
        <>
          <IonButton fill="outline" color="dark" disabled={pending} onClick={onClose}>
            Voltar
          </IonButton>
          <IonButton color="danger" disabled={pending} onClick={onConfirm}>
            {pending ? 'Aguarde...' : 'Cancelar boletos'}
          </IonButton>
        </>
      }
    >
      <p>{`Cancelar ${plural(count)}? O banco dará baixa e os pagadores não poderão mais pagá-los.`}</p>
    </Dialog>
  );
}
