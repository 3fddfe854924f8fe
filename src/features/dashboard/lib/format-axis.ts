const COMPACT_BRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * Chart axis ticks only: 'R$ 12,3 mil' fits a phone's narrow axis where 'R$ 12.345,67' does
 * not. Figures a merchant reads as money (cards, lists, table) use `formatCents`.
 */
export function formatAxisCents(cents: number): string {
  return COMPACT_BRL.format(cents / 100);
}
