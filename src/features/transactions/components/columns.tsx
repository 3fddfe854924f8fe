import { formatDateTime } from '@/lib/dates';
import { formatCents, formatPercent } from '@/lib/money';
import type { ListColumn } from '@/ui/data-list/types';
import type { Transaction } from '../api/schemas';
import { yesNo } from '@/lib/text';
import { brandText, INPUT_METHOD_LABELS, operationText } from '../lib/labels';
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
  { id: 'transaction_id', label: 'Cód. transação', value: (t) => t.transaction_id },
  { id: 'payment_date', label: 'Data e hora', value: (t) => formatDateTime(t.payment_date) },
  { id: 'amount', label: 'Valor bruto', value: (t) => formatCents(t.amount), align: 'end' },
  { id: 'status', label: 'Status', value: (t) => <StatusBadge status={t.status} sale={t} /> },
  { id: 'operation', label: 'Operação', value: operationText },
  { id: 'card_brand', label: 'Bandeira', value: brandText },
  { id: 'net_amount', label: 'Valor líquido', value: (t) => figure(t.net_amount, formatCents), align: 'end' },
  { id: 'nsu', label: 'NSU', value: (t) => text(t.nsu) },
  { id: 'mdr', label: 'Taxa MDR', value: (t) => figure(t.mdr, formatPercent), align: 'end', defaultVisible: false },
  {
    id: 'mdr_amount',
    label: 'Valor MDR',
    value: (t) => figure(t.mdr_amount, formatCents),
    align: 'end',
    defaultVisible: false,
  },
  {
    id: 'qt_installment',
    label: 'Parcelas',
    value: (t) => text(t.qt_installment),
    align: 'end',
    defaultVisible: false,
  },
  { id: 'card_number', label: 'Cartão', value: (t) => text(t.card_number), defaultVisible: false },
  { id: 'channel', label: 'Canal', value: (t) => t.channel.channel_name, defaultVisible: false },
  {
    id: 'authorization_number',
    label: 'Autorização',
    value: (t) => text(t.authorization_number),
    defaultVisible: false,
  },
  { id: 'nsu_acquirer', label: 'NSU adquirente', value: (t) => text(t.nsu_acquirer), defaultVisible: false },
  { id: 'terminal', label: 'Terminal', value: (t) => text(t.terminal), defaultVisible: false },
  { id: 'serial_number', label: 'Nº de série', value: (t) => text(t.serial_number), defaultVisible: false },
  {
    id: 'card_input_method',
    label: 'Modo de entrada',
    value: (t) => (t.card_input_method ? (INPUT_METHOD_LABELS[t.card_input_method] ?? t.card_input_method) : '—'),
    defaultVisible: false,
  },
  { id: 'ecommerce_order', label: 'Pedido e-commerce', value: (t) => text(t.ecommerce_order), defaultVisible: false },
  {
    id: 'ecommerce_customer',
    label: 'Cliente e-commerce',
    value: (t) => text(t.ecommerce_customer),
    defaultVisible: false,
  },
  { id: 'bank_billet_id', label: 'Boleto', value: (t) => text(t.bank_billet_id), defaultVisible: false },
  { id: 'app_name', label: 'Aplicativo', value: (t) => text(t.app_name), defaultVisible: false },
  { id: 'pre_paid_card', label: 'Cartão pré-pago', value: (t) => yesNo(t.pre_paid_card), defaultVisible: false },
];
