import { IonModal } from '@ionic/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** The dialog's message: read out with the title when it opens. */
  children: ReactNode;
  /** Its buttons (IonButton), at the end of the dialog. */
  actions: ReactNode;
  /** Escape and the backdrop close it; false for dialogs the user must answer. */
  dismissable?: boolean;
  /** Every way out the dialog allows besides its buttons (Escape, the backdrop). */
  onClose?: () => void;
}

/**
 * A short question or notice over the screen (the tour, the idle warning, no merchant), in
 * Ionic's modal sized to its content: the same overlay as the record sheets, so the first screen
 * carries one overlay component instead of two (IonAlert would add 8 KiB gzip to it).
 */
export function Dialog({ open, title, children, actions, dismissable = true, onClose }: DialogProps) {
  const titleId = useId();
  const messageId = useId();
  // Closing from the outside (the state changed) must not report a close back to the caller.
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);
  return (
    <IonModal
      isOpen={open}
      className="app-dialog"
      backdropDismiss={dismissable}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onDidDismiss={() => {
        if (isOpen.current) onClose?.();
      }}
    >
      <div className="app-dialog-body">
        <h2 id={titleId}>{title}</h2>
        <div id={messageId}>{children}</div>
        <div className="app-dialog-actions">{actions}</div>
      </div>
    </IonModal>
  );
}
