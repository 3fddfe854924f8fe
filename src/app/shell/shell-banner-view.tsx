import { IonButton, IonIcon, IonLabel } from '@ionic/react';
import { IonItem } from '@/ui/ionic/item';
import { closeOutline } from 'ionicons/icons';

export interface ShellBannerProps {
  text: string;
  /** The offer's button; left out when the text is all there is to it (a hint). */
  action?: string;
  onAction?: () => void;
  /** A close button ('Dispensar') for offers the user may turn down. */
  onDismiss?: () => void;
  /** The landmark's name, when the banner is more than a status line. */
  label?: string;
}

/**
 * A line over the foot of the page that offers something and waits for the user (a new build, signing in
 * again): never a navigation by itself mid-form. Amber with dark text and a dark button; kept
 * out of the offline picture, which must not offer what it cannot do.
 */
export function ShellBannerView({ text, action, onAction, onDismiss, label }: ShellBannerProps) {
  return (
    // The status role on a wrapper: ion-item sets its own host's role (listitem or none) over ours.
    <div role="status" aria-label={label} className="app-update-banner" data-snapshot-skip="">
      <IonItem color="primary" lines="none">
        <IonLabel className="ion-text-wrap">{text}</IonLabel>
        {action && (
          <IonButton slot="end" size="small" color="dark" className="app-banner-action" onClick={onAction}>
            {action}
          </IonButton>
        )}
        {onDismiss && (
          <IonButton slot="end" size="small" fill="clear" color="dark" aria-label="Dispensar" onClick={onDismiss}>
            <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
          </IonButton>
        )}
      </IonItem>
    </div>
  );
}
