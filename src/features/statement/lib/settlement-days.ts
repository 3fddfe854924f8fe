import type { QueryParams } from '@/api';
import { formatNumberBr } from '@/lib/money';

/**
 * The statement on a phone is read day by day, as a bank statement is: its receivables ordered
 * by settlement day, oldest first, and within a day by sale and installment (the spec's
 * transaction_id order; the server breaks ties by the financial code, transaction_id × 100 + n).
 */
export const STATEMENT_ORDER = { sortBy: 'settlement_date', sortDesc: false } as const;

/** What a settlement day's heading adds up. */
export interface SettlementDay {
  /** 'YYYY-MM-DD', the receivables' settlement date. */
  day: string;
  count: number;
  grossCents: number;
  netCents: number;
  /** Every receivable of the day (for this filter) is counted, not only the loaded ones. */
  complete: boolean;
}

interface ReceivableRow {
  settlement_date: string;
  gross_amount: number;
  net_amount: number;
}

/**
 * The settlement days of the rows loaded so far, each with its sums. The list is in day order,
 * so with more pages to load only the last day may go on in the next page: its sums are of the
 * loaded rows, and say so.
 */
export function settlementDays(rows: readonly ReceivableRow[], hasMore: boolean): Map<string, SettlementDay> {
  const days = new Map<string, SettlementDay>();
  for (const row of rows) {
    const day = row.settlement_date.slice(0, 10);
    let entry = days.get(day);
    if (!entry) {
      entry = { day, count: 0, grossCents: 0, netCents: 0, complete: true };
      days.set(day, entry);
    }
    entry.count += 1;
    entry.grossCents += row.gross_amount;
    entry.netCents += row.net_amount;
  }
  const last = rows.at(-1);
  const open = last && hasMore ? days.get(last.settlement_date.slice(0, 10)) : undefined;
  if (open) open.complete = false;
  return days;
}

/**
 * The statement's totals call narrowed to one settlement day, with every other filter of the
 * list: the day's own figures, however few of its receivables are loaded. None when the period
 * is of sale dates (one call filters one kind of date): the loaded rows' sums are shown then.
 */
export function dayStatsParams(params: QueryParams, day: string): QueryParams | undefined {
  if (params.date_type === 'transaction') return undefined;
  return { ...params, date_type: 'settlement', start_date: day, end_date: day };
}

export function fromDayStats(
  day: string,
  stats: { total: number; sum: { gross_amount: number; net_amount: number } },
): SettlementDay {
  return {
    day,
    count: stats.total,
    grossCents: stats.sum.gross_amount,
    netCents: stats.sum.net_amount,
    complete: true,
  };
}

const receivables = (count: number) => `${formatNumberBr(count)} ${count === 1 ? 'recebível' : 'recebíveis'}`;

/** The line under a day's net: how many receivables it adds up, and whether all of them. */
export function settlementDayNote({ count, complete }: SettlementDay): string {
  return complete ? `Total de ${receivables(count)}` : `Total nos itens carregados: ${receivables(count)} até agora`;
}
