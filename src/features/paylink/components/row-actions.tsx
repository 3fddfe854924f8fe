import { IonButton, IonIcon } from '@ionic/react';
import { createOutline, shareSocialOutline, trashOutline } from 'ionicons/icons';
import { OFFLINE_REASON } from '@/offline/online-only';
import { ButtonLink } from '@/ui/link/button-link';
import type { Paylink } from '../api/schemas';
import styles from './paylink.module.css';

export interface RowActionsProps {
  link: Paylink;
  onShare: (link: Paylink) => void;
  onDelete: (link: Paylink) => void;
  /** Writes need the network: delete is disabled offline, and says why. */
  offline: boolean;
}

/**
 * Share, edit and delete of one link. Each name carries the link's description, so a screen
 * reader's list of buttons tells the rows apart; the visible word starts the name (label in name).
 */
export function RowActions({ link, onShare, onDelete, offline }: RowActionsProps) {
  return (
    <div className={styles.rowActions}>
      <IonButton
        fill="clear"
        color="dark"
        size="small"
        aria-label={`Compartilhar ${link.description}`}
        onClick={() => onShare(link)}
      >
        <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
        Compartilhar
      </IonButton>
      <ButtonLink
        to="/paylink/create/{-$id}"
        params={{ id: String(link.id) }}
        fill="clear"
        color="dark"
        size="small"
        aria-label={`Editar ${link.description}`}
      >
        <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
        Editar
      </ButtonLink>
      <IonButton
        fill="clear"
        color="danger"
        size="small"
        disabled={offline}
        title={offline ? OFFLINE_REASON : undefined}
        aria-label={`Excluir ${link.description}`}
        onClick={() => onDelete(link)}
      >
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        Excluir
      </IonButton>
    </div>
  );
}
