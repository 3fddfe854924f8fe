import { IonModal } from '@ionic/react';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useOverlayDefined } from '../ionic/overlays';
import './dialog.css';

/** What a screen reader says on a sheet's handle (Ionic's: 'Activate to adjust the size of the dialog…'). */
export const HANDLE_LABEL = 'Arraste para ajustar a altura da janela';

type ModalProps = Omit<ComponentProps<typeof IonModal>, 'role' | 'children' | 'isOpen' | 'htmlAttributes' | 'ref'>;

export interface ModalFrameProps extends ModalProps {
  isOpen: boolean;
  /** The dialog's name (its title). */
  label: string;
  /** 'alertdialog' for a warning that needs an answer (idle, no merchant). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Closed by the user (Escape, the backdrop, a swipe): not when the caller closed it (isOpen
   * went false), which must not be reported back to it.
   */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * Ionic's modal, named. Its dialog is the modal's `content` part, inside the shadow root, where
 * an aria-labelledby cannot reach a title out in the page. Ionic would copy a name given on the
 * host, but only when the element is created, and React puts the attribute back on the host at
 * each render (a second dialog of the same name). So the name and role are written on the
 * dialog itself, whenever it opens and whenever they change.
 */
export function ModalFrame({
  isOpen,
  label,
  role = 'dialog',
  children,
  onWillPresent,
  onDidDismiss,
  onClose,
  ...modal
}: ModalFrameProps) {
  const ref = useRef<HTMLIonModalElement>(null);
  // Ionic's modal arrives with the first dialog opened, not with the first screen.
  const defined = useOverlayDefined('ion-modal', isOpen);
  const meantOpen = useRef(isOpen);
  useEffect(() => {
    meantOpen.current = isOpen;
  }, [isOpen]);
  const name = () => {
    const dialog = ref.current?.shadowRoot?.querySelector('[part="content"]');
    dialog?.setAttribute('aria-label', label);
    dialog?.setAttribute('role', role);
    // A sheet's drag handle: Ionic names it in English, with no option to change it.
    ref.current?.shadowRoot?.querySelector('[part="handle"]')?.setAttribute('aria-label', HANDLE_LABEL);
  };
  useEffect(() => {
    name();
    // Ionic draws the modal's shadow parts a frame after it is attached, even while closed:
    // a screen reader walking the page may meet the handle before the sheet ever opens.
    const frame = requestAnimationFrame(name);
    return () => cancelAnimationFrame(frame);
  });
  return (
    <IonModal
      ref={ref}
      {...modal}
      isOpen={isOpen && defined}
      onWillPresent={(event) => {
        name();
        onWillPresent?.(event);
      }}
      onDidDismiss={(event) => {
        if (meantOpen.current) onClose?.();
        onDidDismiss?.(event);
      }}
    >
      {children}
    </IonModal>
  );
}
