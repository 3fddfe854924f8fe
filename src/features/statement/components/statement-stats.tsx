import { cardBrandLabel } from '@contract/labels';
import { useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@/api';
import { formatCents, formatNumberBr } from '@/lib/money';
import { useKeepRecentQueries } from '@/ui/data-list/keep-recent';
import { KEEP_STATEMENT_LISTS, statementQueries } from '../api/list-receivables';
import type { ReceivableStats } from '@contract/financial/stats';
import styles from './statement.module.css';

function rows(stats: ReceivableStats) {
  const situation = [
    { label: 'Pagos', part: stats.paid },
    { label: 'A receber', part: stats.pending },
    { label: 'Bloqueados', part: stats.blocked },
    { label: 'Antecipados', part: stats.anticipated },
  ].flatMap(({ label, part }) => (part ? [{ label, ...part }] : []));
  const brands = (stats.by_card_brand ?? []).map((b) => ({
    label: b.card_brand ? cardBrandLabel(b.card_brand.brand_name) : 'Sem bandeira',
    ...b,
  }));
  return { situation, brands };
}

/**
 * The filter's receivables by situation and by card brand (GET …/receivable/stats), folded under
 * the totals: the merchant's second question after "how much" is "how much is still to come".
 * Net amounts, as the totals bar shows. Absent (a backend without the split, offline before it was
 * ever saved), nothing is shown: the totals bar above still answers the first question.
 */
export function StatementStats({ params }: { params: QueryParams }) {
  const stats = useQuery(statementQueries.stats(params));
  useKeepRecentQueries(statementQueries.statsAll(), KEEP_STATEMENT_LISTS, stats.dataUpdatedAt);
  if (!stats.data) return null;
  const { situation, brands } = rows(stats.data);
  if (situation.length === 0 && brands.length === 0) return null;
  const table = (caption: string, head: string, lines: { label: string; count: number; net_amount: number }[]) => (
    <table className={styles.statsTable}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" className={styles.statsAmount}>
            Qtde.
          </th>
          <th scope="col" className={styles.statsAmount}>
            Líquido
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            <td className={styles.statsAmount}>{formatNumberBr(line.count)}</td>
            <td className={styles.statsAmount}>{formatCents(line.net_amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <details className={styles.stats}>
      <summary>Por situação e bandeira (líquido)</summary>
      {situation.length > 0 && table('Por situação', 'Situação', situation)}
      {brands.length > 0 && table('Por bandeira', 'Bandeira', brands)}
    </details>
  );
}
