import { rowArrangementLabel } from '@/lib/cerc';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import type { ListColumn } from '@/ui/data-list/types';
import type { ReceivableUnit } from '@contract/shapes/receivable-unit';
import { unitPaidLabel } from '@/lib/settlement';
import { documentText } from '@/lib/documents';
import { yesNo } from '@/lib/text';

/** Storage id of the user's field choice for this list (shared by the list and its fields page). */
export const UNIT_LIST_ID = 'receivable-units';

/**
 * Every field of a unit the list can show (requirements §3), ids = API field names. The default
 * set answers "what lands when, and how much did contracts take"; documents and the payment
 * are one tap away on the fields page.
 */
export const UNIT_COLUMNS: readonly ListColumn<ReceivableUnit>[] = [
  { id: 'receivable_unit_id', label: 'Código da UR', value: (unit) => unit.receivable_unit_id },
  { id: 'dt_liquidation', label: 'Data de liquidação', value: (unit) => formatDate(unit.dt_liquidation) },
  { id: 'arrangement_code', label: 'Arranjo', value: (unit) => rowArrangementLabel(unit) || '—' },
  { id: 'amount', label: 'Valor da UR', value: (unit) => formatCents(unit.amount), align: 'end' },
  { id: 'committed_amount', label: 'Comprometido', value: (unit) => formatCents(unit.committed_amount), align: 'end' },
  { id: 'payable_amount', label: 'Valor a receber', value: (unit) => formatCents(unit.payable_amount), align: 'end' },
  {
    id: 'installment_count',
    label: 'Parcelas',
    value: (unit) => (unit.installment_count === undefined ? '—' : formatNumberBr(unit.installment_count)),
    align: 'end',
    defaultVisible: false,
  },
  { id: 'paid', label: 'Situação', value: (unit) => unitPaidLabel(unit.paid) },
  { id: 'contract_effect', label: 'Efeito de contrato', value: (unit) => yesNo(unit.contract_effect) },
  { id: 'financier', label: 'Financiador', value: (unit) => unit.financier ?? '—', defaultVisible: false },
  {
    id: 'holder_document',
    label: 'Documento do titular',
    value: (unit) => documentText(unit.holder_document),
    defaultVisible: false,
  },
  {
    id: 'receiving_end_user_document',
    label: 'Documento do recebedor final',
    value: (unit) => documentText(unit.receiving_end_user_document),
    defaultVisible: false,
  },
  { id: 'payment_id', label: 'Código do pagamento', value: (unit) => unit.payment_id, defaultVisible: false },
];

/** A card's heading and the open button's name: unique per unit, readable aloud. */
export const unitCardTitle = (unit: ReceivableUnit): string =>
  `UR ${unit.receivable_unit_id} · ${formatDate(unit.dt_liquidation)}`;

/** Fields a card's heading (and its paid badge) already shows: not repeated under it. */
export const UNIT_CARD_OMIT = ['receivable_unit_id', 'dt_liquidation', 'paid'] as const;
