import { useId } from 'react';
import { pathOf } from '@contract/endpoint';
import { reconciliationExport } from '@contract/reconciliation';
import { formatMonthYear, parseMonth, type IsoMonth } from '@/lib/dates';
import { ExportButton } from '@/ui/export/export-button';
import { useIsOffline } from '@/ui/page/use-is-offline';
import styles from './reconciliation.module.css';

const exportPath = (format: 'csv' | 'xlsx') => pathOf(reconciliationExport, { format });

/**
 * The month's conciliação as the accountant's file (`features.reconciliation`; its own chunk): one
 * row per installment, fee, debit, effect and adjustment of every payment of the month, through
 * the sales' and statement's export pipeline (CSV or XLSX, shared on phones, downloaded elsewhere).
 */
export default function ReconciliationExport({ month }: { month: IsoMonth }) {
  const offline = useIsOffline();
  const titleId = useId();
  const parsed = parseMonth(month);
  const name = parsed ? formatMonthYear(parsed.year, parsed.month) : month;
  return (
    <section className={styles.export} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.exportTitle}>
        Conciliação de {name}
      </h2>
      <p className={styles.exportText}>
        Cada parcela, taxa, estorno e ajuste dos pagamentos do mês, em planilha para o seu contador.
      </p>
      <ExportButton
        label="Exportar conciliação"
        path={exportPath}
        params={{ month }}
        fileName={`conciliacao-${month}`}
        disabledReason={offline ? 'Exportar precisa de conexão' : undefined}
      />
    </section>
  );
}
