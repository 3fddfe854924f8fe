import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import type { ListColumn } from '@/ui/data-list/types';
import type { Paylink } from '../api/schemas';
import { METHOD_LABELS } from '../lib/labels';
import { StatusBadge } from './status-badge';
import styles from './paylink.module.css';

/** '3 pagamentos · R$ 450,00', 'Nenhum pagamento'; just the count from a backend without the sum. */
function paymentsText(link: Pick<Paylink, 'payments_count' | 'paid_amount'>): string {
  if (link.payments_count === 0) return 'Nenhum pagamento';
  const count = `${formatNumberBr(link.payments_count)} ${link.payments_count === 1 ? 'pagamento' : 'pagamentos'}`;
  return link.paid_amount === undefined ? count : `${count} · ${formatCents(link.paid_amount)}`;
}

const methodsText = (link: Pick<Paylink, 'payment_methods'>): string =>
  link.payment_methods.map((method) => METHOD_LABELS[method]).join(', ');

/**
 * A link's fields: table columns on wide screens, label/value pairs on a phone's card. The
 * description is the merchant's own text and is only ever rendered as text (React escapes it).
 */
export const PAYLINK_COLUMNS: readonly ListColumn<Paylink>[] = [
  // Wraps in a table cell (cells keep to one line): a description may run to 255 characters.
  { id: 'description', label: 'Descrição', value: (l) => <span className={styles.description}>{l.description}</span> },
  { id: 'amount', label: 'Valor', value: (l) => formatCents(l.amount), align: 'end' },
  { id: 'status', label: 'Status', value: (l) => <StatusBadge status={l.status} /> },
  { id: 'created_at', label: 'Criado em', value: (l) => (l.created_at ? formatDate(l.created_at) : '—') },
  { id: 'payments', label: 'Pagamentos', value: (l) => <span className={styles.wraps}>{paymentsText(l)}</span> },
  {
    id: 'payment_methods',
    label: 'Formas de pagamento',
    value: (l) => <span className={styles.wraps}>{methodsText(l)}</span>,
  },
  { id: 'expires_at', label: 'Válido até', value: (l) => (l.expires_at ? formatDate(l.expires_at) : 'Sem prazo') },
];

/** The card's heading shows these already. */
export const CARD_HEAD_IDS = ['description', 'amount', 'status'] as const;
