import { TRANSACTION_FIELD_LABELS } from '@contract/transaction-labels';
import { formatDate } from '@/lib/dates';
import { arrangementLabel, rowArrangementCode } from '@/lib/cerc';
import { formatCents } from '@/lib/money';
import { titleCase, yesNo } from '@/lib/text';
import type { ListColumn } from '@/ui/data-list/types';
import type { Receivable } from '@contract/shapes/receivable';
import { SituationBadge } from './situation-badge';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** Every field of a financial receivable (requirements §3), default order; ids are API field names. */
export const STATEMENT_COLUMNS: readonly ListColumn<Receivable>[] = [
  { id: 'transaction_id', label: TRANSACTION_FIELD_LABELS.transaction_id, value: (r) => r.transaction_id },
  { id: 'n_installment', label: 'Parcela', value: (r) => `${r.n_installment}/${r.qt_installment}` },
  { id: 'settlement_date', label: 'Liquidação', value: (r) => formatDate(r.settlement_date) },
  { id: 'gross_amount', label: 'Valor bruto', value: (r) => formatCents(r.gross_amount), align: 'end' },
  { id: 'mdr_amount', label: 'Valor MDR', value: (r) => formatCents(r.mdr_amount), align: 'end' },
  { id: 'net_amount', label: 'Valor líquido', value: (r) => formatCents(r.net_amount), align: 'end' },
  { id: 'situation', label: 'Situação', value: (r) => <SituationBadge receivable={r} /> },
  { id: 'card_brand', label: 'Bandeira', value: (r) => (r.card_brand ? titleCase(r.card_brand.brand_name) : '—') },
  {
    id: 'block_type_label',
    label: 'Motivo do bloqueio',
    value: (r) => text(r.block_type_label),
    defaultVisible: false,
  },
  {
    id: 'transaction_date',
    label: 'Data da venda',
    value: (r) => formatDate(r.transaction_date) || '—',
    defaultVisible: false,
  },
  {
    id: 'original_date',
    label: 'Data prevista original',
    value: (r) => formatDate(r.original_date) || '—',
    defaultVisible: false,
  },
  {
    id: 'transaction_amount',
    label: 'Valor da venda',
    value: (r) => (r.transaction_amount === undefined ? '—' : formatCents(r.transaction_amount)),
    align: 'end',
    defaultVisible: false,
  },
  { id: 'id', label: 'Cód. financeiro', value: (r) => r.id, defaultVisible: false },
  { id: 'operation', label: 'Operação', value: (r) => r.operation.operation_name, defaultVisible: false },
  {
    id: 'arrangement',
    label: 'Arranjo',
    value: (r) => {
      const code = rowArrangementCode(r);
      return code ? arrangementLabel(code) : '—';
    },
    defaultVisible: false,
  },
  { id: 'channel', label: 'Canal', value: (r) => r.channel.channel_name, defaultVisible: false },
  { id: 'nsu', label: 'NSU', value: (r) => text(r.nsu), defaultVisible: false },
  {
    id: 'authorization_number',
    label: 'Autorização',
    value: (r) => text(r.authorization_number),
    defaultVisible: false,
  },
  { id: 'anticipation', label: 'Antecipado', value: (r) => yesNo(r.anticipation), defaultVisible: false },
  {
    id: 'receivable_unit_id',
    label: 'Unidade de recebível',
    value: (r) => text(r.receivable_unit_id),
    defaultVisible: false,
  },
  { id: 'app_code', label: 'Aplicativo', value: (r) => text(r.app_code), defaultVisible: false },
  { id: 'bank_billet_id', label: 'Boleto', value: (r) => text(r.bank_billet_id), defaultVisible: false },
  { id: 'pre_paid_card', label: 'Cartão pré-pago', value: (r) => yesNo(r.pre_paid_card), defaultVisible: false },
];

/** The card's heading shows these already. */
export const CARD_HEAD_IDS = ['net_amount', 'settlement_date', 'situation'] as const;
