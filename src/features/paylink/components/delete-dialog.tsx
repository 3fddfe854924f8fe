import { IonButton } from '@ionic/react';
import { formatNumberBr } from '@/lib/money';
import { Dialog } from '@/ui/dialog/dialog';
import type { Paylink } from '../api/schemas';

export interface DeleteDialogProps {
  link: Paylink | undefined;
  pending: boolean;
  /** The server's answer when the delete failed (also raised as a toast). */
  error: string | undefined;
  disabledReason: string | undefined;
  onConfirm: (link: Paylink) => void;
  onClose: () => void;
}

/** 'Excluir link?': says what stops working and, for a paid link, what stays. */
export function DeleteDialog({ link, pending, error, disabledReason, onConfirm, onClose }: DeleteDialogProps) {
  const paid = link?.payments_count ?? 0;
  return (
    <Dialog
      open={link !== undefined}
      title="Excluir link de pagamento?"
      onClose={onClose}
      actions={
        <>
          <IonButton fill="outline" color="dark" onClick={onClose}>
            Cancelar
          </IonButton>
          <IonButton
            color="danger"
            disabled={pending || disabledReason !== undefined}
            title={disabledReason}
            onClick={() => link && onConfirm(link)}
          >
            {pending ? 'Excluindo…' : 'Excluir'}
          </IonButton>
        </>
      }
    >
      <p>O link “{link?.description}” deixará de abrir para os clientes. Isso não pode ser desfeito.</p>
      {paid > 0 && (
        <p>
          {paid === 1
            ? 'O pagamento já recebido por ele continua registrado, com seu comprovante e sua venda.'
            : `Os ${formatNumberBr(paid)} pagamentos já recebidos por ele continuam registrados, com seus comprovantes e vendas.`}
        </p>
      )}
      {disabledReason && <p role="status">{disabledReason}</p>}
      {error && <p role="alert">{error}</p>}
    </Dialog>
  );
}
