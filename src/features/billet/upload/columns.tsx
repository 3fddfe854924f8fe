import { formatDate } from '@/lib/dates';
import { formatCpfCnpj } from '@/lib/documents';
import { formatCents } from '@/lib/money';
import type { ListColumn } from '@/ui/data-list/types';
import type { UploadRow } from '@contract/billet-uploads';

export const UPLOADS_LIST_ID = 'billet-uploads';

/** An uploaded boleto's fields, in the default order; the fields page picks which show. */
export const UPLOAD_COLUMNS_LIST: readonly ListColumn<UploadRow>[] = [
  { id: 'payer', label: 'Pagador', value: (u) => u.payer.name },
  { id: 'document', label: 'CPF/CNPJ', value: (u) => formatCpfCnpj(u.payer.document) },
  { id: 'due_date', label: 'Vencimento', value: (u) => formatDate(u.due_date) },
  // The card's heading shows the value already.
  { id: 'value', label: 'Valor', value: (u) => formatCents(u.value), align: 'end' },
  { id: 'external_id', label: 'Código externo', value: (u) => u.external_id ?? '—' },
  {
    id: 'registration_error',
    label: 'Recusa do banco',
    value: (u) => u.registration_error ?? '—',
    // On a card only when the bank refused it, and then across the card: it is a sentence.
    cardWhen: (u) => !!u.registration_error,
    cardWide: true,
  },
];
