import { IonButton } from '@ionic/react';

export function ErrorPanel({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <div className="error-panel" role="alert">
      <h1>Não foi possível carregar seu negócio</h1>
      <p>{error?.message ?? 'Tente novamente em instantes.'}</p>
      <IonButton onClick={onRetry}>Tentar novamente</IonButton>
    </div>
  );
}
