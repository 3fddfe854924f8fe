import { formatDate } from '@/lib/dates';
import { formatCents, formatPercent } from '@/lib/money';
import type { Fees, Penalty } from './schemas';
import type { Discount } from '@contract/billet-terms';

/** Penalty, fees and discounts in words: 'Multa de 2,00 %', 'Juros de 1,00 % ao mês', 'Isento'. */
function penaltyText(p: Penalty): string {
  if (p.type === 1 && p.value !== null) return `Multa de ${formatCents(p.value)}`;
  if (p.type === 2 && p.percentage !== null) return `Multa de ${formatPercent(p.percentage)}`;
  return 'Sem multa';
}

const FEE_PERIOD: Record<number, string> = { 2: 'ao dia', 3: 'ao mês', 4: 'ao ano' };

function feesText(f: Fees): string {
  if (f.type === 1 && f.value !== null) return `Juros de ${formatCents(f.value)} ao dia`;
  if (f.percentage !== null && FEE_PERIOD[f.type])
    return `Juros de ${formatPercent(f.percentage)} ${FEE_PERIOD[f.type]}`;
  return 'Sem juros';
}

function discountText(d: Discount): string {
  const amount =
    d.type === 1 && d.value !== null ? formatCents(d.value) : d.percentage !== null ? formatPercent(d.percentage) : '';
  return d.date ? `Desconto de ${amount} até ${formatDate(d.date)}` : `Desconto de ${amount}`;
}

/** The terms in words; 'Sim' when the backend says there are some without telling which. */
export function termsText(t: { penalty?: Penalty; fees?: Fees; discounts?: readonly Discount[] }): string {
  const parts = [
    ...(t.penalty ? [penaltyText(t.penalty)] : []),
    ...(t.fees ? [feesText(t.fees)] : []),
    ...(t.discounts ?? []).map(discountText),
  ];
  return parts.length > 0 ? parts.join('; ') : 'Sim';
}
