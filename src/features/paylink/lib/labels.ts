import type { Tone } from '@/ui/badge/tone-badge';
import { PAYLINK_STATUSES, type PaylinkStatus } from '@contract/codes/paylinks';
import type { PaymentMethod } from '@contract/shapes/payment-methods';

const STATUS: Record<PaylinkStatus, { label: string; tone: Tone }> = {
  ACTIVE: { label: 'Ativo', tone: 'done' },
  EXPIRED: { label: 'Expirado', tone: 'bad' },
  PAID: { label: 'Pago', tone: 'info' },
  INACTIVE: { label: 'Inativo', tone: 'muted' },
};
const known = (status: string): status is PaylinkStatus => (PAYLINK_STATUSES as readonly string[]).includes(status);

/** 'Ativo', 'Expirado', 'Pago', 'Inativo'; an unknown status shows as the server sent it. */
export const statusLabel = (status: string): string => (known(status) ? STATUS[status].label : status);
export const statusTone = (status: string): Tone => (known(status) ? STATUS[status].tone : 'muted');

/** The contract's statuses, in its order: what the list's filter offers. */
export const STATUS_OPTIONS = PAYLINK_STATUSES.map((value) => ({ value, label: STATUS[value].label }));

export const METHOD_LABELS: Record<PaymentMethod, string> = { CARD: 'Cartão', BILLET: 'Boleto', PIX: 'Pix' };

/** Ids are positive integers; anything else is a page that does not exist (0). */
export const paylinkIdOf = (raw: string | undefined): number => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0);
