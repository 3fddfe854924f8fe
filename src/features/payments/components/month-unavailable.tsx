import { formatMonthYear, parseMonth, type IsoMonth } from '@/lib/dates';
import { LoadFailure } from '@/ui/states/load-failure';

/**
 * A month that could not be loaded. Offline that means it was never fetched on this device
 * (fetched months are persisted): say so, rather than show an empty month as if nothing
 * were paid.
 */
export function MonthUnavailable({ month, error, onRetry }: { month: IsoMonth; error: unknown; onRetry: () => void }) {
  const parsed = parseMonth(month);
  const name = parsed ? formatMonthYear(parsed.year, parsed.month) : month;
  return (
    <LoadFailure
      error={error}
      onRetry={onRetry}
      offlineMessage={`Os pagamentos de ${name} ainda não foram abertos com conexão neste aparelho; os meses já abertos continuam aqui. Este mês aparece sozinho quando a conexão voltar.`}
    />
  );
}
