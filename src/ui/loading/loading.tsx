import './loading.css';

/**
 * The full-screen spinner while the app starts: the router's pending state and the session's
 * start, before the signed-in layout has loaded Ionic (and on public pages, which never load
 * it). A CSS ring, since Ionic's spinner needs Ionic's JavaScript to draw.
 */
export function FullScreenSpinner({ label = 'Carregando o Painel de Vendas' }: { label?: string }) {
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
