import { IonButton, IonButtons, IonContent, IonToolbar } from '@ionic/react';
import { IonTitle } from '@/ui/ionic/title';
import { ModalFrame } from '@/ui/dialog/modal-frame';
import type { ReactNode } from 'react';
import styles from './sheet.module.css';

export interface SheetProps {
  open: boolean;
  title: string;
  /** Every way out (the 'Fechar' button, Escape, the backdrop, the phone's back gesture). */
  onClose: () => void;
  children: ReactNode;
  /** A wider sheet (a table of the record's parts). */
  wide?: boolean;
}

/**
 * A record's details over the list, in Ionic's modal: full screen on phones, a card on wide
 * screens; the list keeps its place underneath. Focus moves in and stays there until it closes.
 */
export function Sheet({ open, title, onClose, children, wide = false }: SheetProps) {
  return (
    <ModalFrame
      isOpen={open}
      className={wide ? `${styles.sheet} ${styles.wide}` : styles.sheet}
      label={title}
      onClose={onClose}
    >
      {/* A toolbar without IonHeader: a header would be a second banner landmark on the page. */}
      <IonToolbar className={styles.toolbar}>
        <IonTitle>
          <h2 className={styles.title}>{title}</h2>
        </IonTitle>
        <IonButtons slot="end">
          <IonButton onClick={onClose}>Fechar</IonButton>
        </IonButtons>
      </IonToolbar>
      <IonContent className="ion-padding">
        {/* Focusable so that a keyboard scrolls a record longer than the screen (Ionic's scroller
            sits in its shadow root, out of reach of a tabindex). */}
        <div className={styles.body} tabIndex={0} role="region" aria-label="Detalhes">
          {children}
        </div>
      </IonContent>
    </ModalFrame>
  );
}
