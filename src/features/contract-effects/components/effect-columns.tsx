import { rowArrangementLabel, divisionText } from '@/lib/cerc';
import { effectOperationLabel, effectTypeLabel } from '@contract/receivable-codes';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { ListColumn } from '@/ui/data-list/types';
import type { ContractEffect } from '@contract/shapes/contract-effect';
import { documentText } from '@/lib/documents';
import { yesNo } from '@/lib/text';

/**
 * The fields a contract effect row can show (requirements §3). Eight by default, so the table fits
 * beside the menu; division, priority, the registry's codes and the flags are on the detail page.
 */
const EFFECT_COLUMNS: readonly ListColumn<ContractEffect>[] = [
  { id: 'id', label: 'Código', value: (effect) => effect.id },
  { id: 'created_at', label: 'Data de criação', value: (effect) => formatDateTime(effect.created_at) },
  { id: 'effect_type', label: 'Tipo de efeito', value: (effect) => effectTypeLabel(effect.effect_type) },
  { id: 'operation', label: 'Operação', value: (effect) => effectOperationLabel(effect.operation) },
  {
    id: 'beneficiary',
    label: 'Beneficiário',
    value: (effect) => effect.beneficiary_name ?? documentText(effect.beneficiary_doc),
  },
  {
    id: 'beneficiary_doc',
    label: 'Documento do beneficiário',
    value: (effect) => documentText(effect.beneficiary_doc),
    defaultVisible: false,
  },
  { id: 'contract_identifier', label: 'Contrato', value: (effect) => effect.contract_identifier },
  { id: 'liquidation_date', label: 'Data de liquidação', value: (effect) => formatDate(effect.liquidation_date) },
  {
    id: 'arrangement_code',
    label: 'Arranjo',
    value: (effect) => rowArrangementLabel(effect) || '—',
    defaultVisible: false,
  },
  {
    id: 'priority',
    label: 'Prioridade',
    value: (effect) => effect.priority ?? '—',
    align: 'end',
    defaultVisible: false,
  },
  {
    id: 'division',
    label: 'Divisão',
    value: (effect) => divisionText(effect) || '—',
    align: 'end',
    defaultVisible: false,
  },
  {
    id: 'committed_amount',
    label: 'Comprometido',
    value: (effect) => formatCents(effect.committed_amount),
    align: 'end',
  },
  { id: 'receivable_unit_id', label: 'UR', value: (effect) => effect.receivable_unit_id, defaultVisible: false },
  { id: 'protocol', label: 'Protocolo', value: (effect) => effect.protocol, defaultVisible: false },
  { id: 'deprecated', label: 'Depreciado', value: (effect) => yesNo(effect.deprecated), defaultVisible: false },
];

/** Contract effects have no field-selection page (requirements §2): the default set shows. */
export const VISIBLE_EFFECT_COLUMNS = EFFECT_COLUMNS.filter((column) => column.defaultVisible !== false);

/** Cards already name the type and operation in their heading. */
export const EFFECT_CARD_OMIT = ['effect_type', 'operation'] as const;

/** A card's heading: what the effect is. */
export const effectCardTitle = (effect: ContractEffect): string =>
  `${effectTypeLabel(effect.effect_type)} · ${effectOperationLabel(effect.operation)}`;

/** The open button's name: the heading (label in name) plus the code that makes it unique. */
export const effectOpenLabel = (effect: ContractEffect): string => `${effectCardTitle(effect)}, efeito ${effect.id}`;
