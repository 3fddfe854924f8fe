export type WithShare<T> = T & {
  /** Fraction of the period's amount, 0..1: the width of the row's bar. */
  share: number;
  /** Percentage with one decimal; the rows of a list always add up to exactly 100. */
  percent: number;
};

/**
 * Each brand's (or operation's) part of the amount sold, largest first. Percentages are
 * rounded by largest remainder so "Visa 33,3% + Master 33,3% + Elo 33,4%" adds up to 100,
 * which a merchant checking the numbers by hand expects.
 */
export function withShares<T extends { amount: number }>(items: readonly T[]): WithShare<T>[] {
  const sorted = [...items].sort((a, b) => b.amount - a.amount);
  const total = sorted.reduce((sum, item) => sum + Math.max(item.amount, 0), 0);
  if (total === 0) return sorted.map((item) => ({ ...item, share: 0, percent: 0 }));

  // Work in tenths of a percent so the rounding is integer arithmetic.
  const exact = sorted.map((item) => (Math.max(item.amount, 0) * 1000) / total);
  const tenths = exact.map(Math.floor);
  let missing = 1000 - tenths.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    tenths[index] = (tenths[index] ?? 0) + 1;
    missing -= 1;
  }

  return sorted.map((item, index) => ({
    ...item,
    share: Math.max(item.amount, 0) / total,
    percent: (tenths[index] ?? 0) / 10,
  }));
}
