import type { Tone } from '@/ui/badge/tone-badge';

/** Spec §4's boleto statuses in words. */
const STATUS: Record<string, { label: string; tone: Tone }> = {
  WAITING_REGISTER: { label: 'Aguardando registro', tone: 'muted' },
  WAITING_RETURN: { label: 'Registrado', tone: 'info' },
  PAID: { label: 'Pago', tone: 'done' },
  DOWNED: { label: 'Baixado', tone: 'bad' },
};

/** An unknown status shows as the server sent it. */
export const billetStatusLabel = (status: string): string => STATUS[status]?.label ?? status;
export const billetStatusTone = (status: string): Tone => STATUS[status]?.tone ?? 'muted';
export const BILLET_STATUS_OPTIONS = Object.entries(STATUS).map(([value, { label }]) => ({ value, label }));

/** Spec §5 "Billet submission": penalty (multa) types. */
export const PENALTY_TYPES = [
  { value: 1, label: 'Valor' },
  { value: 2, label: 'Percentual' },
  { value: 3, label: 'Isento' },
] as const;

/** Fee (juros) types; 2 and 4 are offered disabled, as the spec says. */
export const FEES_TYPES = [
  { value: 1, label: 'Valor diário', disabled: false },
  { value: 2, label: 'Percentual diário', disabled: true },
  { value: 3, label: 'Percentual mensal', disabled: false },
  { value: 4, label: 'Percentual anual', disabled: true },
  { value: 5, label: 'Isento', disabled: false },
] as const;

export const DISCOUNT_TYPES = [
  { value: 0, label: 'Sem desconto' },
  { value: 1, label: 'Valor fixo' },
  { value: 2, label: 'Percentual' },
] as const;
