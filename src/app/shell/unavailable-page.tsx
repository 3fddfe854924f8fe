import { IonButton } from '@/ui/ionic/elements/button';
import { IonContent } from '@/ui/ionic/elements/content';
import { IonPage } from '@/ui/ionic/page';

/** Identity server unreachable and nothing saved on this device: say so, never a blank page. */
export function UnavailablePage() {
  return (
    <IonPage>
      <IonContent className="ion-padding">
        <div style={{ maxWidth: 480, margin: '15vh auto', textAlign: 'center' }}>
          <h1>Sem conexão</h1>
          <p>
            Não foi possível falar com o servidor de acesso e não há dados salvos neste aparelho. Conecte-se à internet
            para entrar no Painel de Vendas.
          </p>
          <IonButton onClick={() => window.location.reload()}>Tentar novamente</IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
