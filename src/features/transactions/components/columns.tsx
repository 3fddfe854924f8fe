import { formatDateTime } from '@/lib/dates';
import { formatCents, formatPercent } from '@/lib/money';
import type { ListColumn } from '@/ui/data-list/types';
import type { Transaction } from '../api/schemas';
import { yesNo } from '@/lib/text';
import { TRANSACTION_FIELD_LABELS as L } from '@contract/transaction-labels';
import { brandText, operationText } from '../lib/labels';
import { CARD_INPUT_METHOD_LABELS } from '@contract/codes/transactions';
import { StatusBadge } from './status-badge';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
/** An optional figure (the backend may not send it): formatted, or a dash. */
const figure = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? '—' : format(value);

/**
 * Every field of a sale (requirements §3), in the default order; the user picks which show on
 * the fields page. Ids are the API's field names (stored in the user's choice).
 */
export const TRANSACTION_COLUMNS: readonly ListColumn<Transaction>[] = [
  { id: 'transaction_id', label: L.transaction_id, value: (t) => t.transaction_id },
  { id: 'payment_date', label: L.payment_date, value: (t) => formatDateTime(t.payment_date) },
  { id: 'amount', label: L.amount, value: (t) => formatCents(t.amount), align: 'end' },
  { id: 'status', label: L.status, value: (t) => <StatusBadge status={t.status} sale={t} /> },
  { id: 'operation', label: L.operation, value: operationText },
  { id: 'card_brand', label: L.card_brand, value: brandText },
  { id: 'net_amount', label: L.net_amount, value: (t) => figure(t.net_amount, formatCents), align: 'end' },
  { id: 'nsu', label: L.nsu, value: (t) => text(t.nsu) },
  { id: 'mdr', label: L.mdr, value: (t) => figure(t.mdr, formatPercent), align: 'end', defaultVisible: false },
  {
    id: 'mdr_amount',
    label: L.mdr_amount,
    value: (t) => figure(t.mdr_amount, formatCents),
    align: 'end',
    defaultVisible: false,
  },
  {
    id: 'qt_installment',
    label: L.qt_installment,
    value: (t) => text(t.qt_installment),
    align: 'end',
    defaultVisible: false,
  },
  { id: 'card_number', label: L.card_number, value: (t) => text(t.card_number), defaultVisible: false },
  { id: 'channel', label: L.channel, value: (t) => t.channel.channel_name, defaultVisible: false },
  {
    id: 'authorization_number',
    label: L.authorization_number,
    value: (t) => text(t.authorization_number),
    defaultVisible: false,
  },
  { id: 'nsu_acquirer', label: L.nsu_acquirer, value: (t) => text(t.nsu_acquirer), defaultVisible: false },
  { id: 'terminal', label: L.terminal, value: (t) => text(t.terminal), defaultVisible: false },
  { id: 'serial_number', label: L.serial_number, value: (t) => text(t.serial_number), defaultVisible: false },
  {
    id: 'card_input_method',
    label: L.card_input_method,
    value: (t) => (t.card_input_method ? (CARD_INPUT_METHOD_LABELS[t.card_input_method] ?? t.card_input_method) : '—'),
    defaultVisible: false,
  },
  { id: 'ecommerce_order', label: L.ecommerce_order, value: (t) => text(t.ecommerce_order), defaultVisible: false },
  {
    id: 'ecommerce_customer',
    label: L.ecommerce_customer,
    value: (t) => text(t.ecommerce_customer),
    defaultVisible: false,
  },
  { id: 'bank_billet_id', label: L.bank_billet_id, value: (t) => text(t.bank_billet_id), defaultVisible: false },
  { id: 'app_name', label: L.app_name, value: (t) => text(t.app_name), defaultVisible: false },
  { id: 'pre_paid_card', label: L.pre_paid_card, value: (t) => yesNo(t.pre_paid_card), defaultVisible: false },
];
