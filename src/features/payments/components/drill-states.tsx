import { ApiError } from '@/api';
import { errorMessage } from '@/ui/page/page-error';
import { ErrorState } from '@/ui/states/error-state';
import { SkeletonList } from '@/ui/states/skeleton-list';

/** Loading and failure of one drill-down list; offline it says the list needs the network. */
export function DrillStatus({ error, label, onRetry }: { error: unknown; label: string; onRetry: () => void }) {
  if (!error) return <SkeletonList rows={3} label={`Carregando ${label}…`} />;
  const offline = error instanceof ApiError && error.network;
  return (
    <ErrorState
      title={offline ? `Sem conexão: ${label} precisam de internet` : `Não foi possível carregar ${label}`}
      message={
        offline
          ? 'Os valores do calendário continuam guardados neste aparelho. Tente de novo quando a conexão voltar.'
          : errorMessage(error)
      }
      onRetry={onRetry}
    />
  );
}
