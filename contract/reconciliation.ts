import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { ExportFormatParam, EXPORT_MEDIA_TYPES } from './exports.ts';
import { IdParam, UNKNOWN_PARAMETER } from './query.ts';
import { need, shape } from './shape.ts';
import { Cents, Count, RowId } from './shapes/numbers.ts';

/**
 * Conciliação (issue 29), an optional capability (`/config` `features.reconciliation`): how a
 * payment's amount is made, line by line, from the backend's ledger — the installments it pays
 * (net), the anticipated credits landing in it and their fees, the installments anticipated out
 * of it, the refunds' reductions and debits, the contract effects and the adjustments. The lines
 * add up to the payment's amount to the cent. A month of them is the accountant's file.
 */

const AREA = 'reconciliation';

const RECONCILIATION_KINDS = [
  'INSTALLMENTS',
  'BOLETO_PIX',
  'ANTICIPATED_IN',
  'ANTICIPATION_FEE',
  'ANTICIPATED_OUT',
  'REFUND_REDUCTION',
  'REFUND_DEBIT',
  'CONTRACT_EFFECT',
  'ADJUSTMENT',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

/** What a line is, in the merchant's words (the screen, the CSV's "Tipo" column). */
export const RECONCILIATION_LABELS: Record<ReconciliationKind, string> = {
  INSTALLMENTS: 'Parcelas de vendas',
  BOLETO_PIX: 'Boletos e Pix',
  ANTICIPATED_IN: 'Recebíveis antecipados',
  ANTICIPATION_FEE: 'Taxa de antecipação',
  ANTICIPATED_OUT: 'Antecipados para outra data',
  REFUND_REDUCTION: 'Estornos: parcelas reduzidas',
  REFUND_DEBIT: 'Estorno descontado',
  CONTRACT_EFFECT: 'Efeito de contrato',
  ADJUSTMENT: 'Ajuste',
};

const ReconciliationLineSchema = shape(
  {
    kind: need(v.picklist(RECONCILIATION_KINDS), 'what the line is (the screen labels it)'),
    amount: need(Cents, 'signed cents: credits add to the payment, debits take from it; the lines add up to it'),
    count: need(Count, 'how many installments (or entries) the line gathers'),
  },
  {
    /** The detail in words: "Venda 123", "Antecipação nº 4", an adjustment's own text. */
    description: v.string(),
    transaction_id: RowId,
    refund_id: RowId,
    anticipation_id: RowId,
    contract_effect_id: RowId,
    adjustment_id: RowId,
  },
);

export const ReconciliationSchema = shape({
  payment_id: need(RowId, 'which payment'),
  payment_date: need(v.string(), 'its day'),
  amount: need(Cents, 'what lands: the lines add up to it'),
  lines: need(v.array(ReconciliationLineSchema), 'how the amount is made, credits first'),
});
export type Reconciliation = v.InferOutput<typeof ReconciliationSchema>;

const MonthParam = v.pipe(
  v.string('Campo obrigatório'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido (use AAAA-MM)'),
);
const MonthQuery = v.strictObject({ month: v.optional(MonthParam) }, UNKNOWN_PARAMETER);
export type MonthFilter = v.InferOutput<typeof MonthQuery>;

export const paymentReconciliation = endpoint({
  id: 'reconciliation.payment',
  area: AREA,
  method: 'GET',
  path: '/v1/app/payment/{id}/reconciliation',
  access: 'merchant',
  capability: 'reconciliation',
  summary: 'How a payment’s amount is made, from the ledger: its lines add up to it to the cent.',
  params: { id: IdParam },
  badParam: 400,
  success: { status: 200, schema: ReconciliationSchema },
  errors: [400, 404],
});

export const reconciliationExport = endpoint({
  id: 'reconciliation.export',
  area: AREA,
  method: 'GET',
  path: '/v1/app/payment/reconciliation/export/{format}',
  access: 'merchant',
  capability: 'reconciliation',
  summary:
    'A month of conciliação as CSV or XLSX: one row per installment, fee, debit, effect and adjustment of every payment of the month; each payment’s rows add up to it.',
  params: { format: ExportFormatParam },
  badParam: 400,
  query: {
    schema: MonthQuery,
    rules: [(q: MonthFilter) => (q.month === undefined ? 'month: Campo obrigatório' : null)],
  },
  success: { status: 200, file: EXPORT_MEDIA_TYPES },
  errors: [400],
});

export const RECONCILIATION = [reconciliationExport, paymentReconciliation] as const;
