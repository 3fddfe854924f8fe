import { isApiError } from '../api/client';
import { FirstPaintDone } from './first-paint';

/**
 * What failed, in the words of requirements §8 (the server's message, or that the connection
 * is down), and a way to try again: nothing the customer did is lost by retrying a read.
 */
export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const message = isApiError(error) ? error.message : 'Não foi possível completar sua requisição neste momento.';
  return (
    <section className="public-panel public-error-state" aria-labelledby="public-error-title">
      <FirstPaintDone />
      <h2 id="public-error-title">Um erro aconteceu!</h2>
      <p role="alert">{message}</p>
      {retry && (
        <button type="button" className="public-button" onClick={retry}>
          Tentar novamente
        </button>
      )}
    </section>
  );
}
