import { IonButton } from '@/ui/ionic/elements/button';
import { IonContent } from '@/ui/ionic/elements/content';
import { IonIcon } from '@/ui/ionic/elements/icon';
import { IonPage } from '@/ui/ionic/page';
import { arrowBackOutline, homeOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import './error-pages.css';

interface ErrorScreenProps {
  title: string;
  text: string;
  code?: string;
}

/** The error page of spec section 2, with its two ways out: back, and the home page. */
function ErrorScreen({ title, text, code }: ErrorScreenProps) {
  useEffect(() => {
    document.title = `${title} | Painel de Vendas`;
  }, [title]);
  return (
    <IonPage>
      <IonContent className="ion-padding">
        <div className="error-screen">
          {code && (
            <p className="error-code" aria-hidden="true">
              {code}
            </p>
          )}
          <h1>{title}</h1>
          <p>{text}</p>
          <div className="error-actions">
            <IonButton fill="outline" color="dark" onClick={() => window.history.back()}>
              <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
              Voltar
            </IonButton>
            {/* A full load on purpose: after an error the app's state may be what broke. */}
            <IonButton color="primary" href="/dashboard">
              <IonIcon slot="start" icon={homeOutline} aria-hidden="true" />
              Página inicial
            </IonButton>
          </div>
        </div>
      </IonContent>
    </IonPage>
  );
}

export function NotFoundPage() {
  return (
    <ErrorScreen
      code="404"
      title="Página não encontrada :("
      text="Me desculpe, mas a página que você procura não existe ou está indisponível."
    />
  );
}

export function GenericErrorPage() {
  return <ErrorScreen title="Um erro aconteceu!" text="Me desculpe, mas ocorreu um erro com sua solicitação." />;
}
