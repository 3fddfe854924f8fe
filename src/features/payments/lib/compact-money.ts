import { MINUS, signedCents } from '@/lib/landing';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * 2888199 cents → '28,9 mil', 123456789 → '1,2 mi': a day's total in a 45 px calendar cell at
 * 360 px. Display only (the division is not money arithmetic); the full amount goes in the
 * cell's accessible name. Intl separates 'mil' with a no-break space: a plain one lets the
 * word wrap under the number in a narrow cell.
 */
export function formatCentsCompact(cents: number): string {
  // A day that debits outweigh reads '−0,4 mil' with the minus sign, not a hyphen.
  return compact
    .format(cents / 100)
    .replace(/\u00a0/g, ' ')
    .replace('-', MINUS);
}

/** The compact amount as number and unit ('28,9' and 'mil'), so a cell stacks them evenly. */
export function compactParts(cents: number): { number: string; unit: string } {
  const [number = '', unit = ''] = formatCentsCompact(cents).split(' ');
  return { number, unit };
}

const plain = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '28.881,99': the full amount for a wide cell, without 'R$' (the legend says the unit). */
export function formatCentsPlain(cents: number): string {
  return plain.format(cents / 100).replace('-', MINUS);
}

/** The accessible name of a day: the date in full and both totals (what lands), even when zero. */
export function dayLabel(longDate: string, paidCents: number, expectedCents: number, isToday: boolean): string {
  const today = isToday ? 'hoje, ' : '';
  return `${today}${longDate}: pago ${signedCents(paidCents)}, previsto ${signedCents(expectedCents)}`;
}
