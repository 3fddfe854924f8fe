import { formatDate } from '@/lib/dates';
import { formatCpfCnpj } from '@/lib/documents';
import { formatCents } from '@/lib/money';
import type { ListColumn } from '@/ui/data-list/types';
import type { Billet } from '@contract/billets';
import { BilletStatusBadge } from '../shared/status-badge';
import { termsText } from '../shared/terms-text';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** 'R$ 10,00 em 26/11/2026', the day alone when the value is not sent (both are extras), or '—'. */
function paidText(b: Billet): string {
  const day = b.liquidation_date ? formatDate(b.liquidation_date) : '';
  if (typeof b.paid_value === 'number')
    return day ? `${formatCents(b.paid_value)} em ${day}` : formatCents(b.paid_value);
  return day ? `Em ${day}` : '—';
}

/** A boleto's fields (requirements §3), in the default order; the fields page picks which show. */
export const BILLET_COLUMNS: readonly ListColumn<Billet>[] = [
  { id: 'due_date', label: 'Vencimento', value: (b) => formatDate(b.due_date) },
  { id: 'billet_value', label: 'Valor', value: (b) => formatCents(b.billet_value), align: 'end' },
  { id: 'billet_status', label: 'Status', value: (b) => <BilletStatusBadge status={b.billet_status} /> },
  { id: 'billet_payer', label: 'Pagador', value: (b) => b.billet_payer },
  { id: 'billet_payer_document', label: 'CPF/CNPJ', value: (b) => formatCpfCnpj(b.billet_payer_document) },
  { id: 'our_number', label: 'Nosso número', value: (b) => text(b.our_number) },
  {
    id: 'paid_value',
    label: 'Pago',
    value: paidText,
    // On a card only once paid: an open boleto has nothing to say here.
    cardWhen: (b) => paidText(b) !== '—',
  },
  { id: 'external_id', label: 'Código externo', value: (b) => text(b.external_id), defaultVisible: false },
  {
    id: 'billet_payer_email',
    label: 'E-mail do pagador',
    value: (b) => text(b.billet_payer_email),
    defaultVisible: false,
  },
  {
    id: 'with_penalty_fees_discounts',
    label: 'Multa, juros e descontos',
    value: (b) => (b.with_penalty_fees_discounts ? termsText(b) : 'Não'),
    defaultVisible: false,
  },
  { id: 'created_date', label: 'Criado em', value: (b) => formatDate(b.created_date), defaultVisible: false },
];

/** The card's heading shows these already. */
export const CARD_HEAD_IDS = ['billet_value', 'due_date', 'billet_status'] as const;
