import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';

/** Loading and failure of one drill-down list; offline it says the list was never saved here. */
export function DrillStatus({ error, label, onRetry }: { error: unknown; label: string; onRetry: () => void }) {
  if (!error) return <SkeletonList rows={3} label={`Carregando ${label}…`} />;
  return (
    <LoadFailure
      error={error}
      onRetry={onRetry}
      title={`Não foi possível carregar ${label}`}
      offlineMessage="Esta parte ainda não foi aberta com conexão neste aparelho; os valores do calendário continuam aqui. Ela aparece sozinha quando a conexão voltar."
    />
  );
}
