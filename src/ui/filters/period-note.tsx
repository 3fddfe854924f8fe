import { formatDate, type Now } from '@/lib/dates';
import { withDefaults } from '@/api/lists/filter-params';
import type { DateRangeFilter, FilterDef, FilterValues } from '@/api/lists/filter-types';
import styles from './filters.module.css';

/**
 * "Período: 01/11/2026 a 26/11/2026, por data de liquidação": which days a list shows, in words,
 * its default included (a list that opens on this month must say so), or "todas as datas".
 */
export function periodText(def: DateRangeFilter, values: FilterValues, now?: Now): string {
  const all = withDefaults([def], values, now);
  const from = typeof all[def.start] === 'string' ? formatDate(all[def.start] as string) : '';
  const to = typeof all[def.end] === 'string' ? formatDate(all[def.end] as string) : '';
  const days =
    from && to ? (from === to ? from : `${from} a ${to}`) : from ? `a partir de ${from}` : to ? `até ${to}` : '';
  return days ? `Período: ${days}, por ${def.label.toLowerCase()}` : 'Período: todas as datas';
}

/** The period line under a list's filters: the first date range of `defs`. */
export function PeriodNote({ defs, values }: { defs: readonly FilterDef[]; values: FilterValues }) {
  const def = defs.find((one): one is DateRangeFilter => one.kind === 'dateRange');
  if (!def) return null;
  // All the values, not the range's alone: a lookup by code (defaultUnless) waives the default.
  return <p className={styles.period}>{periodText(def, values)}</p>;
}
