import type * as ApiModule from '@/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, isoToBr, today } from '@/lib/dates';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon } from '@/ui/testing/ionic';
import { manualAdjustments, receivableAdjustments, type AdjustmentList } from '@contract/financial';
import type { Endpoint } from '@contract/endpoint';
import { AdjustmentsDialog } from './adjustments-dialog';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api: { call: apiCall } }));

const DAY: AdjustmentList = {
  data: [
    {
      id: 7,
      adjustment_date: '2026-11-04',
      amount: -8_990,
      type: 'DEBIT',
      description: 'Aluguel de maquininha',
      financial_id: null,
    },
  ],
  total: 1,
  sum: { amount: -8_990 },
};
const EMPTY: AdjustmentList = { data: [], total: 0, sum: { amount: 0 } };

async function open(initialDate: string) {
  apiCall.mockImplementation((_call: Endpoint, { query }: { query: { date: string } }) =>
    Promise.resolve(query.date === '2026-11-04' ? DAY : EMPTY),
  );
  await renderPage(() => (
    <AppPage title="Extrato">
      <AdjustmentsDialog open initialDate={initialDate} onClose={() => undefined} />
    </AppPage>
  ));
}

describe('AdjustmentsDialog', () => {
  it("asks requirements §7's call for one day — date, page, perPage and nothing else — and shows it", async () => {
    await open('2026-11-04');

    expect(
      await screen.findByText('1 ajuste em 04/11/2026, saldo -R$ 89,90', { normalizer: (t) => t.replace(/\s+/g, ' ') }),
    ).toBeTruthy();
    expect(screen.getByText('Aluguel de maquininha')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith(manualAdjustments, {
      query: { date: '2026-11-04', page: 1, perPage: 20 },
      signal: expect.any(AbortSignal),
    });
  });

  it('walks a day back and forth, and says when a day has none', async () => {
    await open('2026-11-05');

    expect(await screen.findByText('Nenhum ajuste em 05/11/2026.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Dia anterior, 04/11/2026'));
    expect(await screen.findByText('Aluguel de maquininha')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Próximo dia, 05/11/2026'));
    expect(await screen.findByText('Nenhum ajuste em 05/11/2026.')).toBeTruthy();
  });

  it('goes to a typed day', async () => {
    await open('2026-11-05');

    fireEvent.input(await screen.findByLabelText('Dia'), { target: { value: '04112026' } });
    expect(await screen.findByText('Aluguel de maquininha')).toBeTruthy();
  });

  it("goes to a day ahead, where a refund's debit is scheduled, but not past a year and a month", async () => {
    await open(today());
    const typeDay = (iso: string) =>
      fireEvent.input(screen.getByLabelText('Dia'), { target: { value: (isoToBr(iso) ?? '').replace(/\//g, '') } });
    await screen.findByLabelText('Dia');

    const soon = addDays(today(), 3);
    typeDay(soon);
    await vi.waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        manualAdjustments,
        expect.objectContaining({ query: expect.objectContaining({ date: soon }) }),
      ),
    );
    const past = addDays(today(), 401);
    typeDay(past);
    // Ionic shows the field's error text once the field is touched; the field holds it.
    await vi.waitFor(() =>
      expect(document.querySelector('ion-input')?.errorText).toBe(
        `A data deve ser até ${isoToBr(addDays(today(), 400))}`,
      ),
    );
    expect(apiCall).not.toHaveBeenCalledWith(
      manualAdjustments,
      expect.objectContaining({ query: expect.objectContaining({ date: past }) }),
    );
  });

  it("opens an adjustment's receivable: every adjustment of it, by requirements §7's financial/adjust/{id}", async () => {
    const chargeback = { ...DAY.data[0]!, id: 8, description: 'Chargeback', amount: -5_000, financial_id: 4321 };
    const reversal = {
      ...chargeback,
      id: 9,
      description: 'Estorno de chargeback',
      amount: 5_000,
      adjustment_date: '2026-11-10',
    };
    apiCall.mockImplementation((call: Endpoint, { params }: { params?: { financial_id: number } }) =>
      Promise.resolve(
        call === receivableAdjustments && params?.financial_id === 4321
          ? { data: [chargeback, reversal], total: 2 }
          : { data: [chargeback], total: 1, sum: { amount: -5_000 } },
      ),
    );
    await renderPage(() => (
      <AppPage title="Extrato">
        <AdjustmentsDialog open initialDate="2026-11-04" onClose={() => undefined} />
      </AppPage>
    ));
    expect(await screen.findByText('Chargeback')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalledWith(receivableAdjustments, expect.anything());
    fireEvent.click(await findIon('button', 'Ver ajustes do recebível 4321'));
    const history = await screen.findByRole('list', { name: 'Ajustes do recebível 4321' });
    expect(history.textContent).toContain('Estorno de chargeback');
    expect(history.textContent).toContain('10/11/2026');
  });
});
