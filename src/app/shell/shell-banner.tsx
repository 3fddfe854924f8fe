import { IonButton, IonItem, IonLabel } from '@ionic/react';

export interface ShellBannerProps {
  text: string;
  action: string;
  onAction: () => void;
}

/**
 * A line under the header that offers something and waits for the user (a new build, signing in
 * again): never a navigation by itself mid-form. Amber with dark text and a dark button; kept
 * out of the offline picture, which must not offer what it cannot do.
 */
export function ShellBanner({ text, action, onAction }: ShellBannerProps) {
  return (
    // The status role on a wrapper: ion-item sets its own host's role (listitem or none) over ours.
    <div role="status" className="app-update-banner" data-snapshot-skip="">
      <IonItem color="primary" lines="none">
        <IonLabel className="ion-text-wrap">{text}</IonLabel>
        <IonButton slot="end" size="small" color="dark" onClick={onAction}>
          {action}
        </IonButton>
      </IonItem>
    </div>
  );
}
