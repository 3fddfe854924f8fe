import { IonModal } from '@ionic/react';
import type { ComponentProps, ReactNode } from 'react';
import './dialog.css';

type ModalProps = Omit<ComponentProps<typeof IonModal>, 'role' | 'children'>;

export interface ModalFrameProps extends ModalProps {
  /** Id of the title that names the dialog. */
  labelledBy: string;
  /** Id of the text that describes it (a warning's message). */
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * Ionic's modal with the dialog role on its content rather than on Ionic's wrapper: that wrapper
 * sits in the modal's shadow root, where an aria-labelledby cannot reach the title out in the
 * page, and the name Ionic copies onto it is read once, when the modal is created. Here the
 * dialog is named by its own title, always current, and holds everything inside it.
 */
export function ModalFrame({ labelledBy, describedBy, role = 'dialog', children, ...modal }: ModalFrameProps) {
  return (
    <IonModal {...modal} role="none">
      <div
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="ion-page"
      >
        {children}
      </div>
    </IonModal>
  );
}
