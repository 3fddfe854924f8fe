import { useEffect } from 'react';
import { ConstructIcon } from './construct-icon';
import './public-coming-soon.css';

/**
 * The checkout layout (header only, no signed-in user) for public pages still to come. Plain
 * elements dressed with Ionic's CSS variables: the customer's checkout loads no Ionic JavaScript.
 */
export function PublicComingSoonPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Painel de Vendas`;
  }, [title]);
  return (
    <div className="public-page">
      <header className="public-header">
        <div className="public-toolbar">Painel de Vendas</div>
      </header>
      <main className="public-content">
        <h1 className="public-coming-soon-title">{title}</h1>
        <section className="public-coming-soon" aria-label="Em breve">
          <ConstructIcon className="public-coming-soon-icon" />
          <h2>Em breve</h2>
          <p>Esta página de pagamento estará disponível em breve.</p>
        </section>
      </main>
    </div>
  );
}
