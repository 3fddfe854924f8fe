import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatCents } from '@/lib/money';
import { renderPage } from '@/ui/page/testing/render-page';
import { transactionQueries } from '../api/list-transactions';
import type { SaleDay } from '../lib/day-groups';
import { SaleDayHeader } from './sale-day-header';

vi.mock('@/api', () => ({ api: { call: vi.fn(() => new Promise(() => undefined)) } }));

const DAY = '2026-11-26';
// Ten sales loaded of the day's 62: the list has more pages.
const LOADED: SaleDay = { day: DAY, count: 10, totalCents: 123_400, complete: false, mixed: false };
const STATS = { total_amount: 941_264, total_count: 62 };

const render = (plain: boolean) =>
  renderPage(
    () => (
      <>
        <h1>Transações</h1>
        <SaleDayHeader day={LOADED} plain={plain} />
      </>
    ),
    [[transactionQueries.dayStats(DAY).queryKey, STATS]],
  );

describe('a day heading in the sales list', () => {
  it("shows the day's real total and count, not the loaded rows' sum (the home's figures)", async () => {
    await render(true);
    expect(document.body.textContent).toContain(formatCents(941_264));
    expect(screen.getByText('Total de 62 vendas')).toBeTruthy();
    expect(screen.queryByText(/itens carregados/)).toBeNull();
  });

  it("with a filter the day's figures do not know, adds the loaded rows and says so", async () => {
    await render(false);
    expect(document.body.textContent).toContain(formatCents(123_400));
    expect(screen.getByText('Total nos itens carregados: 10 vendas até agora')).toBeTruthy();
  });
});
