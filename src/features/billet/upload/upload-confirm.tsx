import { IonButton } from '@ionic/react';
import { Dialog } from '@/ui/dialog/dialog';
import { boletos } from './upload-summary';

/** What the screen asks before a write on every boleto (or the selected ones). */
export type Confirm = 'register' | 'delete-selected' | 'delete-all';

export interface UploadConfirmProps {
  confirm: Confirm | undefined;
  /** Boletos awaiting registration, and how many are selected. */
  total: number;
  selected: number;
  /** How many boletos the upload of this visit imported, when there was one and the backend said. */
  lastImported?: number | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Registering sends every boleto awaiting registration, not only the spreadsheet just sent: the
 * question says so, with how many came before it (issue 32).
 */
export function registerQuestion(total: number, lastImported?: number): string {
  const after = 'Depois de registrados, só podem ser alterados por instrução ao banco.';
  if (total === 1) return `O boleto aguardando registro será registrado no banco. ${after}`;
  const earlier = lastImported !== undefined && total > lastImported ? total - lastImported : 0;
  const including =
    earlier > 0 ? `, incluindo ${earlier} de ${earlier === 1 ? 'envio anterior' : 'envios anteriores'},` : '';
  return `Todos os ${boletos(total)} aguardando registro${including} serão registrados no banco. ${after}`;
}

/** The question before registering or deleting, with what it does in words; nothing happens unanswered. */
export function UploadConfirm({
  confirm,
  total,
  selected,
  lastImported,
  busy,
  onCancel,
  onConfirm,
}: UploadConfirmProps) {
  const text =
    confirm === 'register'
      ? registerQuestion(total, lastImported)
      : confirm === 'delete-all'
        ? `Excluir ${total === 1 ? 'o boleto' : `os ${boletos(total)}`} aguardando registro? Isso não pode ser desfeito.`
        : `Excluir ${boletos(selected)} ${selected === 1 ? 'selecionado' : 'selecionados'}? Isso não pode ser desfeito.`;
  return (
    <Dialog
      open={confirm !== undefined}
      title={confirm === 'register' ? 'Registrar boletos?' : 'Excluir boletos?'}
      onClose={() => !busy && onCancel()}
      actions={
        <>
          <IonButton fill="outline" color="dark" disabled={busy} onClick={onCancel}>
            Cancelar
          </IonButton>
          <IonButton color={confirm === 'register' ? 'primary' : 'danger'} disabled={busy} onClick={onConfirm}>
            {busy ? 'Aguarde...' : confirm === 'register' ? 'Registrar' : 'Excluir'}
          </IonButton>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
