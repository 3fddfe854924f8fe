import { TRANSACTION_FIELD_LABELS } from '../../../contract/transaction-labels.ts';
import { RECONCILIATION_LABELS } from '../../../contract/reconciliation.ts';
import { destinationLabel } from '../../../contract/receivable-codes.ts';
import type { ReconciliationExportRow, ReconciliationGroup } from '../../db/queries/reconciliation.ts';
import { brDate } from '../../domain/billet/fields.ts';
import type { ExportColumn } from '../../export/index.ts';

/**
 * Conciliação as the API answers it (contract/reconciliation.ts): a payment's lines in the
 * merchant's words, and the month's file.
 */

/** The detail of a line: which sale, which anticipation, the adjustment's or the effect's own words. */
function describe(line: {
  kind: ReconciliationGroup['kind'];
  cause_id: number | null;
  transaction_id: number | null;
  credit_date: string | null;
  detail: string | null;
}): string | undefined {
  switch (line.kind) {
    case 'INSTALLMENTS':
    case 'BOLETO_PIX':
      return line.transaction_id === null ? undefined : `Venda ${line.transaction_id}`;
    case 'ANTICIPATED_IN':
    case 'ANTICIPATION_FEE':
      return `Antecipação nº ${line.cause_id}`;
    case 'ANTICIPATED_OUT':
      return `Antecipação nº ${line.cause_id}, creditada em ${line.credit_date ? brDate(line.credit_date) : '—'}`;
    case 'REFUND_REDUCTION':
    case 'REFUND_DEBIT':
      return `Venda ${line.transaction_id}`;
    default:
      return line.detail ?? undefined;
  }
}

/** Credits before debits, each kind in the contract's order, then by when it was posted. */
const KIND_ORDER = Object.keys(RECONCILIATION_LABELS);

export function reconciliationView(
  payment: { id: number; payment_date: string; amount: number },
  groups: readonly ReconciliationGroup[],
) {
  const lines = [...groups]
    .sort(
      (a, b) => Number(b.amount > 0) - Number(a.amount > 0) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
    )
    .map((group) => {
      // One line gathers every sale's installments: no sale of its own to name.
      const gathered = group.kind === 'INSTALLMENTS' || group.kind === 'BOLETO_PIX';
      const description = describe({ ...group, transaction_id: gathered ? null : group.transaction_id });
      const cause = group.cause_id ?? undefined;
      return {
        kind: group.kind,
        amount: group.amount,
        count: group.count,
        ...(description === undefined ? {} : { description }),
        ...(group.transaction_id !== null && !gathered ? { transaction_id: group.transaction_id } : {}),
        ...(group.kind.startsWith('REFUND') && cause !== undefined ? { refund_id: cause } : {}),
        ...(group.kind.startsWith('ANTICIPAT') && cause !== undefined ? { anticipation_id: cause } : {}),
        ...(group.kind === 'CONTRACT_EFFECT' && cause !== undefined ? { contract_effect_id: cause } : {}),
        ...(group.kind === 'ADJUSTMENT' && cause !== undefined ? { adjustment_id: cause } : {}),
      };
    });
  return { payment_id: payment.id, payment_date: payment.payment_date, amount: payment.amount, lines };
}

const installmentOf = (row: ReconciliationExportRow): string | null =>
  row.receivable_id === null ? null : `${row.receivable_id % 100}/${row.qt_installment ?? '?'}`;

/** The accountant's file: one row per line; each payment's rows add up to it. */
export const reconciliationColumns: ExportColumn<ReconciliationExportRow>[] = [
  { header: 'Data do pagamento', type: 'date', value: (r) => r.payment_date },
  { header: 'Conta', type: 'text', value: (r) => destinationLabel(r.destination) },
  { header: 'Pagamento', type: 'integer', value: (r) => r.payment_id },
  { header: 'Tipo', type: 'text', value: (r) => RECONCILIATION_LABELS[r.kind] },
  { header: TRANSACTION_FIELD_LABELS.transaction_id, type: 'integer', value: (r) => r.transaction_id },
  { header: 'Parcela', type: 'text', value: installmentOf },
  { header: 'NSU', type: 'text', value: (r) => r.nsu },
  { header: 'Descrição', type: 'text', value: (r) => describe(r) ?? null },
  { header: 'Valor', type: 'money', value: (r) => r.amount_cents },
];
