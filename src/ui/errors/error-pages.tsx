import { arrowBackOutline, homeOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { Button } from '@/ui/button/button';
import { buttonClassName } from '@/ui/button/button-style';
import { Icon } from '@/ui/icon/icon';
import { PlainPage } from '@/ui/page/plain-page';
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
    <PlainPage>
      <div className="error-screen">
        {code && (
          <p className="error-code" aria-hidden="true">
            {code}
          </p>
        )}
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="error-actions">
          <Button fill="outline" color="dark" onClick={() => window.history.back()}>
            <Icon icon={arrowBackOutline} />
            Voltar
          </Button>
          {/* A full load on purpose: after an error the app's state may be what broke. */}
          <a className={buttonClassName({ color: 'primary' })} href="/dashboard">
            <Icon icon={homeOutline} />
            Página inicial
          </a>
        </div>
      </div>
    </PlainPage>
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
