import { useQuery } from '@tanstack/react-query';
import { FieldList, type Field } from '@/ui/page/field-list';
import { Sheet } from '@/ui/sheet/sheet';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { transactionQueries } from '../api/list-transactions';
import type { Transaction } from '../api/schemas';
import { receivingOf } from '../lib/receiving';
import { SaleRefunds } from '../refund/sale-refunds';
import { ReceivablesTable } from './receivables-table';
import { SaleFieldGroups } from './sale-field-groups';
import { SaleSummary } from './sale-summary';
import styles from './sale-detail.module.css';

export interface TransactionDetailProps {
  /** The sale open in the sheet (the route's `sale` search param), or undefined. */
  id: number | undefined;
  /** The list's row for that sale: its fields show at once while the detail loads. */
  row: Transaction | undefined;
  /** Without a list row: the fields the device's copy keeps of the sale (a search result). */
  copied?: readonly Field[];
  /** The shop's name, for the shared receipt. */
  shopName?: string | undefined;
  onClose: () => void;
}

/**
 * A sale in a sheet over the list (the list keeps its place): amount, status and when it is
 * received first, with its receipt to share; then its installments and the rest, grouped.
 */
export function TransactionDetail({ id, row, copied, shopName, onClose }: TransactionDetailProps) {
  const detail = useQuery({ ...transactionQueries.detail(id ?? 0), enabled: id !== undefined });
  const sale: Transaction | undefined = detail.data ?? row;
  return (
    <Sheet open={id !== undefined} title={id === undefined ? 'Venda' : `Venda ${id}`} onClose={onClose} wide>
      {id !== undefined && (
        <div className={styles.detail}>
          {sale ? (
            <SaleSummary
              sale={sale}
              receiving={detail.data ? receivingOf(detail.data.receivables) : detail.isError ? null : undefined}
              shopName={shopName}
            />
          ) : copied ? (
            <>
              <FieldList columns={2} fields={copied} />
              <p className={styles.muted}>Dados guardados no aparelho; os demais campos aparecem com conexão.</p>
            </>
          ) : null}
          {detail.data && <SaleRefunds sale={detail.data} />}
          <section className={styles.group} aria-label="Recebíveis">
            <h3 className={styles.subTitle}>Recebíveis</h3>
            {detail.data ? (
              <ReceivablesTable receivables={detail.data.receivables} />
            ) : detail.isError ? (
              <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
            ) : (
              <SkeletonList rows={2} label="Carregando a venda…" />
            )}
          </section>
          {sale && <SaleFieldGroups sale={sale} />}
        </div>
      )}
    </Sheet>
  );
}
