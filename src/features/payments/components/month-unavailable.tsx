import { ApiError } from '@/api';
import { formatMonthYear, parseMonth, type IsoMonth } from '@/lib/dates';
import { errorMessage } from '@/ui/page/page-error';
import { ErrorState } from '@/ui/states/error-state';

/**
 * A month that could not be loaded. Offline that means it was never fetched on this device
 * (fetched months are persisted): say so, rather than show an empty month as if nothing
 * were paid.
 */
export function MonthUnavailable({ month, error, onRetry }: { month: IsoMonth; error: unknown; onRetry: () => void }) {
  const parsed = parseMonth(month);
  const name = parsed ? formatMonthYear(parsed.year, parsed.month) : month;
  if (error instanceof ApiError && error.network) {
    return (
      <ErrorState
        title="Este mês precisa de conexão"
        message={`Os pagamentos de ${name} ainda não foram carregados neste aparelho. Conecte-se à internet para vê-los; os meses já abertos continuam disponíveis offline.`}
        onRetry={onRetry}
      />
    );
  }
  return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
}
