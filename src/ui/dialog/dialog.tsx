import type { ReactNode } from 'react';
import { ModalFrame } from './modal-frame';

interface DialogProps {
  open: boolean;
  title: string;
  /** The dialog's message. */
  children: ReactNode;
  /** Its buttons (IonButton), at the end of the dialog. */
  actions: ReactNode;
  /** Escape and the backdrop close it; false for dialogs the user must answer. */
  dismissable?: boolean;
  /** Every way out the dialog allows besides its buttons (Escape, the backdrop). */
  onClose?: () => void;
  /** 'alertdialog' for a warning that needs an answer (idle, no merchant). */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's name, when its title changes while it is open (the tour's steps). */
  label?: string;
}

/**
 * A short question or notice over the screen (the tour, the idle warning, no merchant), in
 * Ionic's modal sized to its content: the same overlay as the record sheets, so the first screen
 * carries one overlay component instead of two (IonAlert would add 8 KiB gzip to it).
 */
export function Dialog({
  open,
  title,
  children,
  actions,
  dismissable = true,
  onClose,
  role = 'dialog',
  label = title,
}: DialogProps) {
  return (
    <ModalFrame
      isOpen={open}
      className="app-dialog"
      backdropDismiss={dismissable}
      label={label}
      role={role}
      onClose={onClose}
    >
      <div className="app-dialog-body">
        <h2>{title}</h2>
        <div>{children}</div>
        <div className="app-dialog-actions">{actions}</div>
      </div>
    </ModalFrame>
  );
}
