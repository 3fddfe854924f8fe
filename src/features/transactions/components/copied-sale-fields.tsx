import { TRANSACTION_FIELD_LABELS as L } from '@contract/transaction-labels';
import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { ListColumn } from '@/ui/data-list/types';
import type { Field } from '@/ui/page/field-list';
import type { CopiedSale } from '../field-copy/day-part';
import { brandText, operationText } from '../lib/labels';
import { StatusBadge } from './status-badge';

const orDash = (value: string | null) => value ?? '—';

/** A search result's card: what the copy keeps besides the heading's amount, date and status. */
export const COPIED_SALE_COLUMNS: readonly ListColumn<CopiedSale>[] = [
  {
    id: 'operation',
    label: 'Operação',
    value: (s) =>
      s.operation_name === null
        ? '—'
        : operationText({ operation: { operation_name: s.operation_name }, qt_installment: s.qt_installment ?? 1 }),
  },
  {
    id: 'card_brand',
    label: 'Bandeira',
    value: (s) => brandText({ card_brand: s.brand_name === null ? null : { brand_name: s.brand_name } }),
  },
  { id: 'nsu', label: 'NSU', value: (s) => orDash(s.nsu) },
  { id: 'authorization_number', label: 'Autorização', value: (s) => orDash(s.authorization_number) },
  { id: 'card_number', label: 'Cartão', value: (s) => (s.card_last4 ? `final ${s.card_last4}` : '—') },
  {
    id: 'net_amount',
    label: 'Valor líquido',
    value: (s) => (s.net_amount === null ? '—' : formatCents(s.net_amount)),
    align: 'end',
  },
];

/** The sale sheet's fields for a sale known only from the copy (offline, before its detail loads). */
export function copiedSaleFields(sale: CopiedSale): Field[] {
  return [
    { label: L.transaction_id, value: sale.transaction_id },
    { label: 'Data e hora', value: formatDateTime(sale.payment_date) },
    { label: 'Valor bruto', value: formatCents(sale.amount) },
    { label: 'Status', value: <StatusBadge status={sale.status} /> },
    ...COPIED_SALE_COLUMNS.map((column) => ({ label: column.label, value: column.value(sale) })),
  ];
}
