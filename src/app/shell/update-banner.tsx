import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { useServiceWorkerUpdate } from '@/offline/sw-registration';

/** A new build is offered, never forced mid-form: the user chooses when to reload. */
export function UpdateBanner() {
  const { updateAvailable, applyUpdate } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;
  return (
    <IonItem color="primary" lines="none" role="status" className="app-update-banner" data-snapshot-skip="">
      <IonLabel className="ion-text-wrap">Nova versão do Painel de Vendas disponível.</IonLabel>
      <IonButton slot="end" size="small" color="dark" onClick={() => void applyUpdate()}>
        Atualizar
      </IonButton>
    </IonItem>
  );
}
