import { RECONCILIATION_LABELS, type Reconciliation, type ReconciliationKind } from '@contract/reconciliation';
import { formatNumberBr } from '@/lib/money';

/**
 * A payment's conciliação as the screen lists it (issue 29): each line's label, what it gathers
 * and its signed amount, then the total. Loads with the section (its own chunk), never with the
 * calendar: the contract's labels come with it.
 */

/** What the count of a line counts: installments, anticipated receivables, or entries. */
const COUNTED: Partial<Record<ReconciliationKind, [string, string]>> = {
  INSTALLMENTS: ['parcela', 'parcelas'],
  BOLETO_PIX: ['crédito', 'créditos'],
  ANTICIPATED_OUT: ['parcela', 'parcelas'],
  REFUND_REDUCTION: ['parcela', 'parcelas'],
  ANTICIPATED_IN: ['recebível', 'recebíveis'],
  ANTICIPATION_FEE: ['recebível', 'recebíveis'],
};

export interface ReconciliationRow {
  key: string;
  label: string;
  /** 'Venda 123 · 2 parcelas', an adjustment's own words; empty when there is nothing to add. */
  detail: string;
  cents: number;
}

function countText(kind: ReconciliationKind, count: number): string | undefined {
  const [one, many] = COUNTED[kind] ?? ['lançamento', 'lançamentos'];
  // One debit or adjustment is the line itself; one installment is still worth saying.
  if (count === 1 && !COUNTED[kind]) return undefined;
  return `${formatNumberBr(count)} ${count === 1 ? one : many}`;
}

export function reconciliationRows(reconciliation: Reconciliation): ReconciliationRow[] {
  return reconciliation.lines.map((line, index) => ({
    key: `${line.kind}-${index}`,
    label: RECONCILIATION_LABELS[line.kind],
    detail: [line.description, countText(line.kind, line.count)].filter(Boolean).join(' · '),
    cents: line.amount,
  }));
}

/** Σ of the lines: the contract says it is the payment's amount, to the cent. */
export const linesTotal = (reconciliation: Reconciliation): number =>
  reconciliation.lines.reduce((sum, line) => sum + line.amount, 0);
