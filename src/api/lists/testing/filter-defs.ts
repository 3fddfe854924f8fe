import type { FilterDef } from '../filter-types';

/** A definition list with one filter of every kind, for the filter modules' tests (src/api/lists, src/ui/filters). */
export const SAMPLE_DEFS: readonly FilterDef[] = [
  { kind: 'dateRange', label: 'Período', start: 'start_date', end: 'end_date', notAfterToday: true },
  {
    kind: 'multiSelect',
    name: 'status',
    label: 'Status',
    options: [
      { value: 'CONFIRMED', label: 'Confirmada' },
      { value: 'CANCELLED', label: 'Cancelada' },
      { value: 'DENIED', label: 'Negada' },
      { value: 'PENDING', label: 'Pendente' },
    ],
    default: ['CONFIRMED'],
  },
  {
    kind: 'select',
    name: 'date_type',
    label: 'Data de referência',
    required: true,
    default: 'settlement',
    options: [
      { value: 'settlement', label: 'Liquidação' },
      { value: 'transaction', label: 'Venda' },
    ],
  },
  { kind: 'select', name: 'channel', label: 'Canal', options: [{ value: '1', label: 'POS' }] },
  { kind: 'money', label: 'Valor', min: 'vl_transaction_min', max: 'vl_transaction_max' },
  { kind: 'integer', name: 'qt_installment', label: 'Parcelas', min: 0, max: 12 },
  { kind: 'text', name: 'authorization_number', label: 'Autorização', maxLength: 20, uppercase: true },
  { kind: 'boolean', name: 'pre_paid_card', label: 'Cartão pré-pago' },
];
