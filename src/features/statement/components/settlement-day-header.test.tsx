import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '@/api';
import { formatCents as cents } from '@/lib/money';

// The text matcher sees spaces where the currency has a no-break space.
const formatCents = (value: number) => cents(value).replace(/\u00a0/g, ' ');
import { renderPage } from '@/ui/page/testing/render-page';
import { statementQueries } from '../api/list-receivables';
import { dayStatsParams, type SettlementDay } from '../lib/settlement-days';
import { SettlementDayHeader } from './settlement-day-header';

vi.mock('@/api', () => ({ api: { call: vi.fn(() => new Promise(() => undefined)) } }));

const DAY = '2026-11-05';
// Three receivables of the day loaded; the day has 412.
const LOADED: SettlementDay = { day: DAY, count: 3, grossCents: 30_000, netCents: 29_100, complete: false };
const STATS = { total: 412, sum: { gross_amount: 5_123_400, mdr_amount: 153_702, net_amount: 4_969_698 } };
const PARAMS = { start_date: '2026-11-01', end_date: '2026-11-28', paid: true };

const render = (params: QueryParams) =>
  renderPage(
    () => (
      <>
        <h1>Extrato</h1>
        <SettlementDayHeader day={LOADED} params={params} />
      </>
    ),
    [[statementQueries.stats(dayStatsParams(PARAMS, DAY)!).queryKey, STATS]],
  );

describe("a settlement day's heading in the statement", () => {
  it("shows the day's own net, gross and count, not the loaded rows' sums", async () => {
    await render(PARAMS);
    expect(screen.getByRole('heading', { name: /05\/11\/2026/ })).toBeTruthy();
    expect(document.body.textContent).toContain(cents(4_969_698));
    expect(screen.getByText(`Bruto ${formatCents(5_123_400)} · Total de 412 recebíveis`)).toBeTruthy();
  });

  it('with a period of sale dates, adds the loaded rows and says so', async () => {
    await render({ ...PARAMS, date_type: 'transaction' });
    expect(document.body.textContent).toContain(cents(29_100));
    expect(
      screen.getByText(`Bruto ${formatCents(30_000)} · Total nos itens carregados: 3 recebíveis até agora`),
    ).toBeTruthy();
  });
});
