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
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The question before registering or deleting, with what it does in words; nothing happens unanswered. */
export function UploadConfirm({ confirm, total, selected, busy, onCancel, onConfirm }: UploadConfirmProps) {
  const text =
    confirm === 'register'
      ? `Registrar ${boletos(total)} no banco? Depois de registrados, só podem ser alterados por instrução ao banco.`
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
