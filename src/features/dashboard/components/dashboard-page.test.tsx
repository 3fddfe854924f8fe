import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { requiredPart } from '@contract/shape';
import { TransactionStatsSchema } from '@contract/transactions/stats';
import { ReceivableStatsSchema, type ReceivableStats } from '@contract/financial/stats';
import type { PaymentMonth } from '@contract/payments/list';
import type { Payment } from '@contract/shapes/payment';
import { addDays, formatDate, today } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { renderPage } from '@/ui/page/testing/render-page';
import { receiptQueries } from '../api/get-receipts';
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

// The receivables of the period's sales: what the merchant gets for them after the fees.
const NET: ReceivableStats = {
  total: 42,
  sum: { gross_amount: 150_000, mdr_amount: 4_350, net_amount: 145_650 },
  paid: { count: 10, gross_amount: 50_000, net_amount: 48_000 },
};

const day = today();
const payment = (payment_date: string, amount: number, paid: boolean): Payment => ({
  id: amount,
  payment_date,
  destination: 'B',
  bank_account: {
    bank_code: '001',
    bank_name: 'Banco do Brasil',
    agency: '1234',
    account: '5678-9',
    account_type: 'C',
  },
  amount,
  paid,
});
const PAYMENTS: PaymentMonth = {
  payments: [payment(day, 2_623_783, true)],
  future_payments: [payment(addDays(day, 4), 80_000, false), payment(addDays(day, 1), 2_036_633, false)],
};

interface Seeds {
  net?: ReceivableStats | undefined;
  payments?: PaymentMonth | undefined;
  canCreateLinks?: boolean;
}

const render = (stats: TransactionStats, seeds: Seeds = { net: NET, payments: PAYMENTS }) =>
  renderPage(
    () => <DashboardPage period="7d" onPeriodChange={() => undefined} canCreateLinks={seeds.canCreateLinks} />,
    [
      [dashboardQueries.stats(range).queryKey, stats],
      ...(seeds.net ? [[receiptQueries.net(range).queryKey, seeds.net] as [readonly unknown[], unknown]] : []),
      ...(seeds.payments
        ? [[receiptQueries.payments(day).queryKey, seeds.payments] as [readonly unknown[], unknown]]
        : []),
    ],
  );

const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextSibling?.textContent;

describe('DashboardPage', () => {
  it("leads with what the merchant receives: the period's net, today's payment and the next one", async () => {
    await render(STATS);

    const receipts = screen.getByRole('region', { name: 'Você recebe' });
    expect(figure(receipts, 'Líquido das vendas do período')).toBe(formatCents(145_650));
    expect(receipts.textContent).toContain(`Já descontadas as taxas: ${formatCents(4_350)}`);
    expect(figure(receipts, 'Hoje você recebe')).toBe(formatCents(2_623_783));
    expect(receipts.textContent).toContain('Pago');
    // The nearest future day, not the first in the list.
    expect(figure(receipts, 'Próximo pagamento')).toBe(formatCents(2_036_633));
    expect(receipts.textContent).toContain(formatDate(addDays(day, 1)));
    // Before the sales figures.
    const sales = screen.getByRole('region', { name: 'Vendas do período' });
    expect(receipts.compareDocumentPosition(sales) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  const labels = (region: HTMLElement) => [...region.querySelectorAll('dt')].map((dt) => dt.textContent);

  it("leads with what lands next: the next payment once today's has landed, the period's net last", async () => {
    await render(STATS);
    const receipts = screen.getByRole('region', { name: 'Você recebe' });
    expect(labels(receipts)).toEqual(['Próximo pagamento', 'Hoje você recebe', 'Líquido das vendas do período']);
    // The link to the calendar looks like what it is: a button, not a line of text.
    expect(within(receipts).getByText('Ver agenda de pagamentos').closest('ion-button')?.getAttribute('fill')).toBe(
      'outline',
    );
  });

  it("leads with today's money while it is still on its way", async () => {
    const onItsWay: PaymentMonth = { ...PAYMENTS, payments: [payment(day, 2_623_783, false)] };
    await render(STATS, { net: NET, payments: onItsWay });
    const receipts = screen.getByRole('region', { name: 'Você recebe' });
    expect(labels(receipts)).toEqual(['Hoje você recebe', 'Próximo pagamento', 'Líquido das vendas do período']);
    expect(receipts.textContent).toContain('Previsto');
  });

  it("takes the period's net and fees from the sales stats when sent, and never asks the receivables", async () => {
    // Gross R$ 1.500,00 − fees R$ 52,00 = net R$ 1.448,00: the same sales as 'Valor bruto'.
    const { queryClient } = await render(
      { ...STATS, fee_amount: 5_200, net_amount: 144_800 },
      { net: undefined, payments: PAYMENTS },
    );

    const receipts = screen.getByRole('region', { name: 'Você recebe' });
    expect(figure(receipts, 'Líquido das vendas do período')).toBe(formatCents(144_800));
    expect(receipts.textContent).toContain(`Já descontadas as taxas: ${formatCents(5_200)}`);
    const asked = queryClient.getQueryState(receiptQueries.net(range).queryKey);
    expect(asked?.fetchStatus ?? 'idle').toBe('idle');
    expect(asked?.dataUpdatedAt ?? 0).toBe(0);
  });

  it('shows what lands, with a line for what adjustments took off or added, and a debt as owed', async () => {
    const debited: PaymentMonth = {
      payments: [{ ...payment(day, 50_000, true), adjustment_amount: 6_510 }],
      future_payments: [
        // What lands already has the refund's R$ 884,00 taken out: it is shown as it is.
        { ...payment(addDays(day, 1), 111_600, false), adjustment_amount: -88_400 },
        { ...payment(addDays(day, 2), 80_000, false), adjustment_amount: 0 },
      ],
    };
    await render(STATS, { net: NET, payments: debited });

    const receipts = screen.getByRole('region', { name: 'Você recebe' });
    expect(figure(receipts, 'Próximo pagamento')).toBe(formatCents(111_600));
    expect(receipts.textContent).toContain(`${formatCents(88_400)} descontados (estornos e ajustes)`);
    expect(figure(receipts, 'Hoje você recebe')).toBe(formatCents(50_000));
    expect(receipts.textContent).toContain(`${formatCents(6_510)} creditados em ajustes`);

    document.body.innerHTML = '';
    const owed = {
      payments: [],
      future_payments: [{ ...payment(addDays(day, 1), -4_000, false), adjustment_amount: -9_000 }],
    };
    await render(STATS, { net: NET, payments: owed });
    const again = screen.getByRole('region', { name: 'Você recebe' });
    expect(figure(again, 'Próximo pagamento')).toBe(`\u2212${formatCents(4_000)}`);
    expect(again.textContent).toContain(`${formatDate(addDays(day, 1))} · A compensar`);
    expect(again.textContent).toContain(`${formatCents(9_000)} descontados (estornos e ajustes)`);
  });

  it('says R$ 0,00 today and "Nenhum previsto" when the calendar has nothing ahead', async () => {
    await render(STATS, { net: NET, payments: { payments: [], future_payments: [] } });

    const receipts = screen.getByRole('region', { name: 'Você recebe' });
    expect(figure(receipts, 'Hoje você recebe')).toBe(formatCents(0));
    expect(figure(receipts, 'Próximo pagamento')).toBe('Nenhum previsto');
  });

  it("works on the receivables' and payments' required fields alone (the strict contract)", async () => {
    const minimal = v.parse(ReceivableStatsSchema, requiredPart(ReceivableStatsSchema, NET));
    expect(minimal).not.toHaveProperty('paid');
    await render(STATS, { net: minimal, payments: PAYMENTS });

    const receipts = screen.getByRole('region', { name: 'Você recebe' });
    expect(figure(receipts, 'Líquido das vendas do período')).toBe(formatCents(145_650));
    // No adjustments sent: the amount alone, no breakdown line.
    expect(receipts.textContent).not.toMatch(/descontados|creditados/);
  });

  it('an empty period still says what lands today, and offers a link to merchants who sell online', async () => {
    const empty = { ...STATS, total_amount: 0, total_count: 0, average_ticket: 0, cancelled_count: 0, denied_count: 0 };
    await render(empty, { payments: PAYMENTS, canCreateLinks: true });

    expect(screen.getByText('Nenhuma venda no período')).toBeTruthy();
    const receipts = screen.getByRole('region', { name: 'Você recebe' });
    expect(figure(receipts, 'Hoje você recebe')).toBe(formatCents(2_623_783));
    expect(within(receipts).queryByText('Líquido das vendas do período')).toBeNull();
    expect((await findIon('link', 'Criar link')).getAttribute('href')).toBe('/paylink/create');
    expect(document.body.textContent).not.toContain('Ver vendas');
  });

  it('an empty period offers the sales list to a merchant without links', async () => {
    const empty = { ...STATS, total_amount: 0, total_count: 0, average_ticket: 0, cancelled_count: 0, denied_count: 0 };
    await render(empty, { payments: PAYMENTS, canCreateLinks: false });

    expect((await findIon('link', 'Ver vendas')).getAttribute('href')).toBe('/financial/transactions');
    expect(document.body.textContent).not.toContain('Criar link');
  });

  it('is titled in Portuguese', async () => {
    await render(STATS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Início');
  });

  it('shows the period totals as labelled figures', async () => {
    await render(STATS);

    const summary = screen.getByRole('region', { name: 'Vendas do período' });
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
    expect(screen.queryByRole('region', { name: 'Vendas do período' })).toBeNull();
  });

  it('offline, the periods never saved here stay on screen but cannot be chosen, and say why', async () => {
    online.value = false;
    try {
      await renderPage(
        () => <DashboardPage period="7d" onPeriodChange={() => undefined} />,
        [
          [dashboardQueries.stats(range).queryKey, STATS],
          [dashboardQueries.stats(periodRange('30d')).queryKey, STATS],
          [receiptQueries.net(range).queryKey, NET],
          [receiptQueries.payments(day).queryKey, PAYMENTS],
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

    const summary = screen.getByRole('region', { name: 'Vendas do período' });
    expect(within(summary).getByText('Ticket médio').nextSibling?.textContent).toBe(formatCents(5_000));
    expect(summary.textContent).not.toContain('Não incluídas');
    expect(within(screen.getByRole('region', { name: 'Por bandeira' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('online, every period can be chosen', async () => {
    await render(STATS);
    expect(screen.queryByText(UNSAVED_PERIODS_REASON)).toBeNull();
  });
});
