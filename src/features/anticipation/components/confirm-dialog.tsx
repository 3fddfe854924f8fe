import { IonButton } from '@ionic/react';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { Dialog } from '@/ui/dialog/dialog';
import type { AnticipationSimulation } from '@contract/anticipation';
import { rateText, receivablesText } from '../lib/amount';

export interface ConfirmDialogProps {
  simulation: AnticipationSimulation | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Confirmar antecipação?': what goes, what it costs and when the money arrives, before it is done. */
export function ConfirmDialog({ simulation, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      open={simulation !== undefined}
      title="Confirmar antecipação?"
      onClose={onClose}
      actions={
        <>
          <IonButton fill="outline" color="dark" onClick={onClose}>
            Cancelar
          </IonButton>
          <IonButton onClick={onConfirm}>Confirmar antecipação</IonButton>
        </>
      }
    >
      {simulation && (
        <>
          <p>
            {receivablesText(simulation.receivables_count)}, {formatCents(simulation.amount)} no total, serão pagos
            antecipadamente. A taxa de {rateText(simulation.rate_monthly)} soma {formatCents(simulation.fee_amount)}.
          </p>
          <p>
            Você recebe <strong>{formatCents(simulation.net_amount)}</strong> em {formatDate(simulation.credit_date)}.
            Isso não pode ser desfeito.
          </p>
        </>
      )}
    </Dialog>
  );
}
