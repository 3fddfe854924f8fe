import type { Tone } from '@/ui/badge/tone-badge';
import type { PaymentMethod } from '../api/schemas';

const STATUS: Record<string, { label: string; tone: Tone }> = {
  ACTIVE: { label: 'Ativo', tone: 'done' },
  EXPIRED: { label: 'Expirado', tone: 'bad' },
  PAID: { label: 'Pago', tone: 'info' },
  INACTIVE: { label: 'Inativo', tone: 'muted' },
};

/** 'Ativo', 'Expirado', 'Pago', 'Inativo'; an unknown status shows as the server sent it. */
export const statusLabel = (status: string): string => STATUS[status]?.label ?? status;
export const statusTone = (status: string): Tone => STATUS[status]?.tone ?? 'muted';

export const STATUS_OPTIONS = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));

export const METHOD_LABELS: Record<PaymentMethod, string> = { CARD: 'Cartão', BILLET: 'Boleto', PIX: 'Pix' };

/** Ids are positive integers; anything else is a page that does not exist (0). */
export const paylinkIdOf = (raw: string | undefined): number => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0);
