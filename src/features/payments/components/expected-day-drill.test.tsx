import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '@/api';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, tapIon } from '@/ui/testing/ionic';
import { paymentDrillQueries } from '../api/get-payment';
import { payment } from '../lib/test-data';
import { ExpectedDayDrill } from './expected-day-drill';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const feature = vi.hoisted(() => ({ on: true }));
vi.mock('@/config/use-feature', () => ({ useFeature: (name: string) => name === 'reconciliation' && feature.on }));
const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api: { call: apiCall } }));

const date = '2026-11-29';
const bank = { ...payment(date, 'B', 2_015_429, false), adjustment_amount: -967 };
const digital = { ...payment(date, 'D', 371_109, false), adjustment_amount: 0 };
const source = { kind: 'day', date } as const;
const emptyPages = {
  pages: [{ data: [], total: 0, sum: { gross_amount: 0, mdr_amount: 0, net_amount: 0 } }],
  pageParams: [1],
};

const render = () =>
  renderPage(
    () => (
      <AppPage title="Pagamentos">
        <ExpectedDayDrill date={date} payments={[bank, digital]} backLabel="Voltar a 29/11/2026" onBack={vi.fn()} />
      </AppPage>
    ),
    [
      [paymentDrillQueries.units(source).queryKey, emptyPages],
      [paymentDrillQueries.installments(source).queryKey, emptyPages],
    ],
  );

beforeEach(() => {
  feature.on = true;
  apiCall.mockReset();
});

describe('ExpectedDayDrill', () => {
  it('shows what lands per account, what was debited, and a conciliação per payment, each named', async () => {
    apiCall.mockResolvedValue({
      payment_id: bank.id,
      payment_date: date,
      amount: 2_015_429,
      lines: [
        { kind: 'INSTALLMENTS', amount: 2_016_396, count: 395 },
        { kind: 'REFUND_DEBIT', amount: -967, count: 1, description: 'Venda 85961' },
      ],
    });
    await render();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Conta bancáriaR$\u00a020.154,29');
    expect(text).toContain('R$\u00a09,67 descontados (estornos e ajustes)');
    expect(text).toContain('Total previstoR$\u00a023.865,38');

    await tapIon(await findIon('button', 'Como chegamos neste valor, Conta bancária'));
    expect(await findIon('button', 'Como chegamos neste valor, Conta digital')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Como chegamos neste valor' });
    expect(list.textContent).toContain('Estorno descontado\u2212R$\u00a09,67Venda 85961');
    expect(apiCall.mock.calls[0]?.[1]).toMatchObject({ params: { id: bank.id } });
  });

  it('has no conciliação without the capability', async () => {
    feature.on = false;
    await render();
    expect(document.body.textContent).not.toContain('Como chegamos neste valor');
    expect(apiCall).not.toHaveBeenCalled();
  });
});
