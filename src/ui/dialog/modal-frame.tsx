import { IonModal } from '@ionic/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import './dialog.css';

type ModalProps = Omit<ComponentProps<typeof IonModal>, 'role' | 'children' | 'isOpen'>;

export interface ModalFrameProps extends ModalProps {
  isOpen: boolean;
  /** The dialog's name (its title). */
  label: string;
  /** 'alertdialog' for a warning that needs an answer (idle, no merchant). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * Ionic's modal, named. Its dialog sits in the modal's shadow root, where an aria-labelledby
 * cannot reach a title out in the page; Ionic copies the host's aria-label and role onto it
 * instead, but only once, when the modal element is created. So each opening gets a fresh
 * element with the name of the moment (closing keeps the same one, for its animation).
 */
export function ModalFrame({ isOpen, label, role = 'dialog', children, ...modal }: ModalFrameProps) {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpening(opening + 1);
  }
  return (
    <IonModal key={opening} {...modal} isOpen={isOpen} aria-label={label} role={role}>
      {children}
    </IonModal>
  );
}
