import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { FieldList, type Field } from '@/ui/page/field-list';
import { Sheet } from '@/ui/sheet/sheet';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { transactionQueries } from '../api/list-transactions';
import type { Receivable } from '@contract/shapes/receivable';
import type { Transaction } from '../api/schemas';
import { TRANSACTION_COLUMNS } from './columns';
import styles from './transactions.module.css';

export interface TransactionDetailProps {
  /** The sale open in the sheet (the route's `sale` search param), or undefined. */
  id: number | undefined;
  /** The list's row for that sale: its fields show at once while the detail loads. */
  row: Transaction | undefined;
  /** Without a list row: the fields the device's copy keeps of the sale (a search result). */
  copied?: readonly Field[];
  onClose: () => void;
}

function situation(r: Receivable): string {
  if (r.blocked) return r.block_type_label ? `Bloqueada: ${r.block_type_label}` : 'Bloqueada';
  const base = r.paid ? 'Paga' : 'A receber';
  return r.anticipation ? `${base} (antecipada)` : base;
}

function Receivables({ receivables }: { receivables: readonly Receivable[] }) {
  if (receivables.length === 0) {
    return <p className={styles.muted}>Esta venda não gera recebíveis (só vendas confirmadas geram).</p>;
  }
  const total = (key: 'gross_amount' | 'mdr_amount' | 'net_amount') => receivables.reduce((sum, r) => sum + r[key], 0);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>Recebíveis da venda</caption>
        <thead>
          <tr>
            <th scope="col">Parcela</th>
            <th scope="col">Liquidação</th>
            <th scope="col" className={styles.end}>
              Líquido
            </th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {receivables.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                {r.n_installment}/{r.qt_installment}
              </th>
              <td>{formatDate(r.settlement_date)}</td>
              <td className={styles.end}>{formatCents(r.net_amount)}</td>
              <td>{situation(r)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total (bruto {formatCents(total('gross_amount'))} − MDR {formatCents(total('mdr_amount'))})
            </th>
            <td className={styles.end}>{formatCents(total('net_amount'))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A sale with every field and its receivables, in a sheet over the list (the list keeps its place). */
export function TransactionDetail({ id, row, copied, onClose }: TransactionDetailProps) {
  const detail = useQuery({ ...transactionQueries.detail(id ?? 0), enabled: id !== undefined });
  const sale: Transaction | undefined = detail.data ?? row;
  return (
    <Sheet open={id !== undefined} title={id === undefined ? 'Venda' : `Venda ${id}`} onClose={onClose} wide>
      {id !== undefined && (
        <div className={styles.detail}>
          {sale ? (
            <FieldList
              columns={2}
              fields={TRANSACTION_COLUMNS.map((column) => ({ label: column.label, value: column.value(sale) }))}
            />
          ) : copied ? (
            <>
              <FieldList columns={2} fields={copied} />
              <p className={styles.muted}>Dados guardados no aparelho; os demais campos aparecem com conexão.</p>
            </>
          ) : null}
          <h3 className={styles.subTitle}>Recebíveis</h3>
          {detail.data ? (
            <Receivables receivables={detail.data.receivables} />
          ) : detail.isError ? (
            <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <SkeletonList rows={2} label="Carregando a venda…" />
          )}
        </div>
      )}
    </Sheet>
  );
}
