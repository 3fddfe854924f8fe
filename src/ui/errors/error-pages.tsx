import { useEffect } from 'react';
import { pageTitle } from '@/config/brand';
import './error-pages.css';

interface ErrorScreenProps {
  title: string;
  text: string;
  code?: string;
}

/**
 * The error page of requirements §2, with its two ways out: back, and the home page. The router
 * shows it outside the signed-in app too (a mistyped checkout link): like the public pages it
 * loads none of Ionic's JavaScript, so it is drawn with native elements in Ionic's colours.
 */
function ErrorScreen({ title, text, code }: ErrorScreenProps) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return (
    <main className="error-page">
      <div className="error-screen">
        {code && (
          <p className="error-code" aria-hidden="true">
            {code}
          </p>
        )}
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="error-actions">
          <button type="button" className="error-action" onClick={() => window.history.back()}>
            Voltar
          </button>
          {/* A full load on purpose: after an error the app's state may be what broke. */}
          <a className="error-action error-action-primary" href="/dashboard">
            Página inicial
          </a>
        </div>
      </div>
    </main>
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
