import { useId } from 'react';
import { pathOf } from '@contract/endpoint';
import { reconciliationExport } from '@contract/reconciliation';
import { ExportButton } from '@/ui/export/export-button';
import { useIsOffline } from '@/ui/page/use-is-offline';
import styles from './reconciliation.module.css';

const exportPath = (format: 'csv' | 'xlsx') => pathOf(reconciliationExport, { format });

/**
 * The month's conciliação as the accountant's file (`features.reconciliation`; its own chunk): one
 * row per installment, fee, debit, effect and adjustment of every payment of the month, through
 * the sales' and statement's export pipeline (CSV or XLSX, shared on phones, downloaded elsewhere).
 */
export interface ReconciliationExportProps {
  /** 'YYYY-MM', the month asked for. */
  month: string;
  /** 'novembro de 2026', as the calendar names it (computed there: this chunk stays off lib/dates). */
  monthName: string;
}

export default function ReconciliationExport({ month, monthName }: ReconciliationExportProps) {
  const offline = useIsOffline();
  const titleId = useId();
  return (
    <section className={styles.export} aria-labelledby={titleId}>
      {/* Under the calendar's heading (the month, an h2): a part of that month. */}
      <h3 id={titleId} className={styles.exportTitle}>
        Conciliação de {monthName}
      </h3>
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
