export type PageItem = number | 'gap';

export const pageCountOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/**
 * The page buttons to show: first, last, and `around` pages each side of the current one, with
 * a gap where pages are skipped — 1 … 4 5 6 … 20. A gap never hides a single page (1 2 3, not
 * 1 … 3), so the row keeps about the same width whatever the page.
 */
export function pageItems(page: number, pageCount: number, around = 1): PageItem[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}

/** '11–20 de 1.234' (empty lists read '0 de 0'). */
export function rangeText(page: number, perPage: number, total: number): string {
  const fmt = (n: number) => n.toLocaleString('pt-BR');
  if (total === 0) return '0 de 0';
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return `${fmt(first)}–${fmt(last)} de ${fmt(total)}`;
}
