import './loading.css';

// A CSS ring instead of ion-spinner: this shows while the app starts, before any Ionic code.

/** The modal loading box of spec section 2 (max width 290, default 'Aguarde...'). */
export function LoadingBox({ message = 'Aguarde...' }: { message?: string }) {
  return (
    <div className="loading-backdrop" role="alertdialog" aria-modal="true" aria-live="polite" aria-label={message}>
      <div className="loading-box">
        <span className="spinner" aria-hidden="true" />
        <span>{message}</span>
      </div>
    </div>
  );
}

/** The alternative full-screen spinner, used while the shell starts. */
export function FullScreenSpinner({ label = 'Carregando o Painel de Vendas' }: { label?: string }) {
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
