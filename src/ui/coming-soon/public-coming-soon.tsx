import { IonContent } from '@/ui/ionic/elements/content';
import { IonHeader } from '@/ui/ionic/elements/header';
import { IonPage } from '@/ui/ionic/page';
import { IonTitle } from '@/ui/ionic/elements/title';
import { IonToolbar } from '@/ui/ionic/elements/toolbar';
import { useEffect } from 'react';
import { Notice } from './coming-soon-notice';

/** The checkout layout (header only, no signed-in user) for public pages still to come. */
export function PublicComingSoonPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Painel de Vendas`;
  }, [title]);
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>Painel de Vendas</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <div>
          <h1 className="coming-soon-title">{title}</h1>
          <Notice text="Esta página de pagamento estará disponível em breve." />
        </div>
      </IonContent>
    </IonPage>
  );
}
