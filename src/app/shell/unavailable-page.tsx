import { IonButton, IonContent } from '@ionic/react';

/** Identity server unreachable and nothing saved on this device: say so, never a blank page. */
export function UnavailablePage() {
  return (
    <IonContent className="ion-padding">
      <main className="error-panel">
        <h1>Sem conexão</h1>
        <p>
          Não foi possível falar com o servidor de acesso e não há dados salvos neste aparelho. Conecte-se à internet
          para entrar no Painel de Vendas.
        </p>
        <IonButton onClick={() => window.location.reload()}>Tentar novamente</IonButton>
      </main>
    </IonContent>
  );
}
