import { Button } from '@/ui/button/button';

export function ErrorPanel({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <div className="error-panel" role="alert">
      <h1>Não foi possível carregar seu negócio</h1>
      <p>{error?.message ?? 'Tente novamente em instantes.'}</p>
      <Button onClick={onRetry}>Tentar novamente</Button>
    </div>
  );
}
