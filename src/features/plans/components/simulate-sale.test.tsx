import type * as ApiModule from '@/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { chooseIn, findIon, tapIon } from '@/ui/testing/ionic';
import { screen as shadowScreen } from 'shadow-dom-testing-library';
import { simulateSale } from '@contract/transactions';
import type { Simulation } from '../api/simulate-transaction';
import type { SimulateChannel } from '../lib/simulate-options';
import { SimulateSale } from './simulate-sale';

const online = vi.hoisted(() => ({ value: true }));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => online.value }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api: { call: apiCall } }));

const CHANNELS: SimulateChannel[] = [
  {
    channelId: 1,
    channelName: 'POS',
    planName: 'Plano POS Varejo',
    brands: [
      { id: 2, name: 'Visa', operations: [0, 1, 2], installments: [2, 3, 4] },
      { id: 5, name: 'Amex', operations: [1, 2], installments: [2, 3] },
    ],
  },
];

const RESULT: Simulation = {
  sale_date: '2026-11-21',
  amount: 123_456,
  channel: { id: 1, channel_name: 'POS' },
  card_brand: { id: 2, brand_name: 'VISA' },
  operation: { id: 2, operation_name: 'Crédito Parcelado' },
  installments: 3,
  sales_plan: { id: 1, name: 'Plano POS Varejo' },
  mdr: 3.78,
  mdr_amount: 4_667,
  net_amount: 118_789,
  receivables: [
    { n_installment: 1, settlement_date: '2026-12-21', gross_amount: 41_152, mdr_amount: 1_557, net_amount: 39_595 },
    { n_installment: 2, settlement_date: '2027-01-20', gross_amount: 41_152, mdr_amount: 1_555, net_amount: 39_597 },
    { n_installment: 3, settlement_date: '2027-02-19', gross_amount: 41_152, mdr_amount: 1_555, net_amount: 39_597 },
  ],
};

const render = () =>
  renderPage(() => (
    <AppPage title="Meus planos">
      <SimulateSale channels={CHANNELS} />
    </AppPage>
  ));

const submit = () => fireEvent.submit(document.querySelector('form') as HTMLFormElement);

describe('SimulateSale', () => {
  beforeEach(() => {
    apiCall.mockReset();
    online.value = true;
  });

  it('shows the spec’s messages for a form sent empty, and sends nothing', async () => {
    await render();
    submit();
    expect(await screen.findByText('O campo Valor é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Bandeira é obrigatório')).toBeTruthy();
    // Ionic's input marks itself invalid, which shows the message under it.
    expect(screen.getByText('O campo Valor é obrigatório').closest('ion-input')?.classList).toContain('ion-invalid');
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('types money from the right and simulates a parcelado sale', async () => {
    apiCall.mockResolvedValue(RESULT);
    await render();
    const amount = (await screen.findByLabelText('Valor')) as HTMLInputElement;
    for (const typed of ['1', 'R$ 0,012', 'R$ 0,123', 'R$ 1,234', 'R$ 12,345', 'R$ 123,456'])
      fireEvent.input(amount, { target: { value: typed } });
    await waitFor(() => expect(amount.value).toBe('R$\u00a01.234,56'));
    await chooseIn('Bandeira', 'Visa');
    await tapIon(await findIon('tab', 'Parcelado'));
    await chooseIn('Parcelas', '3x');
    submit();

    await waitFor(() => expect(apiCall).toHaveBeenCalled());
    expect(apiCall.mock.calls[0]?.[0]).toBe(simulateSale);
    expect(apiCall.mock.calls[0]?.[1]).toEqual({
      body: { amount: 123_456, card_brand: 2, operation: 2, installments: 3, channel: 1 },
    });
    const table = await screen.findByRole('table', { name: 'Agenda de recebimento' });
    expect(table.textContent).toContain('1/321/12/2026R$\u00a0395,95');
    expect(document.body.textContent).toContain('Taxa (MDR)3,78%');
    expect(document.body.textContent).toContain('Valor líquidoR$\u00a01.187,89');
  });

  it('offers only the operations the brand has a fee for', async () => {
    await render();
    expect(await findIon('tab', 'Débito')).toBeTruthy();
    await chooseIn('Bandeira', 'Amex');
    await waitFor(() => expect(shadowScreen.queryByShadowRole('tab', { name: 'Débito' })).toBeNull());
  });

  it('offline, keeps the form but says why it cannot simulate', async () => {
    online.value = false;
    await render();
    expect(screen.getByText(/A simulação usa as taxas do seu plano no servidor\. Indisponível offline/)).toBeTruthy();
    expect(screen.getByText('Simular').closest('ion-button')?.hasAttribute('disabled')).toBe(true);
  });
});
