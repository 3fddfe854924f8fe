import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { requiredPart } from '@contract/shape';
import { TransactionStatsSchema } from '@contract/transactions';
import { formatCents } from '@/lib/money';
import { renderPage } from '@/ui/page/testing/render-page';
import { dashboardQueries, type TransactionStats } from '../api/get-transaction-stats';
import { periodRange } from '../lib/periods';
import { DashboardPage } from './dashboard-page';
import { UNSAVED_PERIODS_REASON } from './period-segment';
import { findIon } from '@/ui/testing/ionic';

const online = vi.hoisted(() => ({ value: true }));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => online.value }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
// uPlot needs a canvas; the chart's own module is exercised in the browser.
vi.mock('@/ui/chart/bar-chart', () => ({
  BarChart: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const range = periodRange('7d');

const STATS: TransactionStats = {
  date_ini: range.dateIni,
  date_end: range.dateEnd,
  total_amount: 150_000,
  total_count: 30,
  average_ticket: 5_000,
  cancelled_count: 2,
  denied_count: 1,
  by_brand: [
    { card_brand_id: 2, brand_name: 'VISA', amount: 50_000, count: 10 },
    { card_brand_id: 1, brand_name: 'MASTERCARD', amount: 100_000, count: 20 },
  ],
  by_operation: [{ operation_id: 0, operation_name: 'Débito', amount: 150_000, count: 30 }],
  by_day: [
    { date: range.dateIni, amount: 100_000, count: 20 },
    { date: range.dateEnd, amount: 50_000, count: 10 },
  ],
};

const render = (stats: TransactionStats) =>
  renderPage(
    () => <DashboardPage period="7d" onPeriodChange={() => undefined} />,
    [[dashboardQueries.stats(range).queryKey, stats]],
  );

describe('DashboardPage', () => {
  it('shows the period totals as labelled figures', async () => {
    await render(STATS);

    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('Valor bruto').nextSibling?.textContent).toBe(formatCents(150_000));
    expect(within(summary).getByText('Vendas').nextSibling?.textContent).toBe('30');
    expect(within(summary).getByText('Ticket médio').nextSibling?.textContent).toBe(formatCents(5_000));
    expect(summary.textContent).toContain('2 canceladas · 1 negada');
  });

  it('splits by brand, largest first, with percentages in text', async () => {
    await render(STATS);

    const brands = screen.getByRole('region', { name: 'Por bandeira' });
    const items = within(brands).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Mastercard');
    expect(items[0]?.textContent).toContain('66,7%');
    expect(items[1]?.textContent).toContain('33,3%');
  });

  it('has a chart with a text summary and the same numbers in a table', async () => {
    await render(STATS);

    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(`total de ${formatCents(150_000)}`);
    expect(within(screen.getByRole('table', { name: 'Vendas por dia' })).getAllByRole('row')).toHaveLength(3);
  });

  it('says so when nothing was sold in the period', async () => {
    await render({
      ...STATS,
      total_amount: 0,
      total_count: 0,
      average_ticket: 0,
      cancelled_count: 0,
      denied_count: 0,
      by_brand: [],
      by_operation: [],
    });

    expect(screen.getByText('Nenhuma venda no período')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Resumo' })).toBeNull();
  });

  it('offline, the periods never saved here stay on screen but cannot be chosen, and say why', async () => {
    online.value = false;
    try {
      await renderPage(
        () => <DashboardPage period="7d" onPeriodChange={() => undefined} />,
        [
          [dashboardQueries.stats(range).queryKey, STATS],
          [dashboardQueries.stats(periodRange('30d')).queryKey, STATS],
        ],
      );
      expect(screen.getByText(UNSAVED_PERIODS_REASON)).toBeTruthy();
      const disabled = async (label: string) => ((await findIon('tab', label)) as HTMLIonSegmentButtonElement).disabled;
      expect(await disabled('7 dias')).toBe(false);
      expect(await disabled('30 dias')).toBe(false);
      expect(await disabled('Hoje')).toBe(true);
      expect(await disabled('15 dias')).toBe(true);
      expect(await disabled('Mês atual')).toBe(true);
    } finally {
      online.value = true;
    }
  });

  it("works on a backend's required fields alone (the strict contract), rounding a fractional average", async () => {
    const minimal = v.parse(
      TransactionStatsSchema,
      requiredPart(TransactionStatsSchema, { ...STATS, average_ticket: 4_999.6 }),
    );
    expect(minimal).not.toHaveProperty('cancelled_count');
    await render(minimal);

    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('Ticket médio').nextSibling?.textContent).toBe(formatCents(5_000));
    expect(summary.textContent).not.toContain('Não incluídas');
    expect(within(screen.getByRole('region', { name: 'Por bandeira' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('online, every period can be chosen', async () => {
    await render(STATS);
    expect(screen.queryByText(UNSAVED_PERIODS_REASON)).toBeNull();
  });
});
