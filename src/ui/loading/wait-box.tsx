import { IonButton } from '@ionic/react';
import { IonSpinner } from '@/ui/ionic/spinner';
import { ModalFrame } from '@/ui/dialog/modal-frame';
import './wait-box.css';

const WAIT_MESSAGE = 'Aguarde...';

export interface WaitBoxProps {
  open: boolean;
  /** Requirements §2's default, 'Aguarde...'. */
  message?: string;
  /** What is going on, under the message ('Exportando CSV… 1,2 MB recebidos'). */
  detail?: string | undefined;
  /** A wait the merchant may stop (an export): a 'Cancelar' button. */
  onCancel?: (() => void) | undefined;
}

/**
 * Requirements §2's modal loading box ('Aguarde...', §9: at most 290 px wide) over the screen while a
 * blocking request runs — a registration, a cancel, an export — so nothing is tapped twice
 * meanwhile. Ionic's modal, like every dialog here; it cannot be dismissed, only cancelled
 * where the wait allows it.
 */
export function WaitBox({ open, message = WAIT_MESSAGE, detail, onCancel }: WaitBoxProps) {
  return (
    <ModalFrame isOpen={open} className="app-wait-box" backdropDismiss={false} label={message} role="alertdialog">
      <div className="app-wait-box-body" aria-busy="true">
        <IonSpinner name="crescent" aria-hidden="true" />
        <p className="app-wait-box-message">{message}</p>
        {detail && (
          <p className="app-wait-box-detail" role="status">
            {detail}
          </p>
        )}
        {onCancel && (
          <IonButton fill="outline" color="dark" size="small" onClick={onCancel}>
            Cancelar
          </IonButton>
        )}
      </div>
    </ModalFrame>
  );
}
