import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '@/api';
import type { Reconciliation } from '@contract/reconciliation';
import { ReceivablePageSchema, type Receivable, type ReceivablePage } from '@contract/shapes/receivable';
import {
  ReceivableUnitPageSchema,
  type ReceivableUnit,
  type ReceivableUnitPage,
} from '@contract/shapes/receivable-unit';
import { minimal, receivableRow, unitRow } from '@/api/testing/rows';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { findIon, findIonNative, tapIon } from '@/ui/testing/ionic';
import { paymentDrillQueries, type DrillSource } from '../api/get-payment';
import { reconciliationQuery } from '../api/get-reconciliation';
import { paymentQueries } from '../api/list-payments';
import { PaymentDetailSchema, type PaymentDetail } from '@contract/payments';
import { payment } from '../lib/test-data';
import { PaymentDrill } from './payment-drill';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const feature = vi.hoisted(() => ({ on: false }));
vi.mock('@/config/use-feature', () => ({ useFeature: (name: string) => name === 'reconciliation' && feature.on }));
const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api: { call: apiCall } }));

beforeEach(() => {
  feature.on = false;
  apiCall.mockReset();
  apiCall.mockRejectedValue(new Error('no call expected in this test'));
});

const base = payment('2026-11-21', 'B', 2_004_213, true);
const DETAIL: PaymentDetail = { ...base, units_amount: 2_674_107, committed_amount: 669_894, installment_count: 2 };
const source: DrillSource = { kind: 'payment', id: base.id };

const unit: ReceivableUnit = unitRow({
  receivable_unit_id: 3063,
  payment_id: base.id,
  arrangement_id: 2,
  arrangement_code: 'MCC',
  dt_liquidation: '2026-11-21',
  holder_document: '34218765000114',
  amount: 879_218,
  committed_amount: 263_765,
  payable_amount: 615_453,
  installment_count: 149,
  paid: true,
  contract_effect: true,
  financier: 'Itaú Unibanco S.A.',
});

const installment = (id: number, net: number): Receivable =>
  receivableRow({
    id,
    transaction_id: 9000 + id,
    n_installment: 2,
    qt_installment: 3,
    transaction_date: '2026-09-22',
    settlement_date: '2026-11-21',
    gross_amount: net + 100,
    mdr_amount: 100,
    net_amount: net,
    operation: { id: 2, operation_name: 'Crédito Parcelado' },
    card_brand: { id: 1, brand_name: 'MASTERCARD' },
    arrangement_code: 'MCC',
    nsu: '004801',
    receivable_unit_id: 3063,
  });

const units: { pages: ReceivableUnitPage[]; pageParams: number[] } = {
  pages: [{ data: [unit], total: 5 }],
  pageParams: [1],
};
const installments: { pages: ReceivablePage[]; pageParams: number[] } = {
  pages: [
    {
      data: [installment(1, 1_500), installment(2, 2_500)],
      total: 393,
      sum: { gross_amount: 2_800_000, mdr_amount: 125_893, net_amount: 2_674_107 },
    },
  ],
  pageParams: [1],
};

describe('PaymentDrill', () => {
  it('shows how the units add up to the payment, then its units and installments', async () => {
    const onBack = vi.fn();
    await renderPage(
      () => (
        <AppPage title="Pagamentos">
          <PaymentDrill id={base.id} backLabel="Voltar a 21/11/2026" onBack={onBack} />
        </AppPage>
      ),
      [
        [paymentDrillQueries.detail(base.id).queryKey, DETAIL],
        [paymentDrillQueries.units(source).queryKey, units],
        [paymentDrillQueries.installments(source).queryKey, installments],
      ],
    );

    expect(screen.getByRole('heading', { name: 'Pagamento de 21/11/2026' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('RecebíveisR$\u00a026.741,07');
    expect(text).toContain('Efeitos de contrato\u2212R$\u00a06.698,94');
    expect(text).toContain('Valor pagoR$\u00a020.042,13');
    // No adjustments, no boletos: no such parts.
    expect(text).not.toContain('Ajustes e estornos');
    expect(text).not.toContain('Boletos e Pix');
    // The capability is off: no way into a conciliação.
    expect(text).not.toContain('Como chegamos neste valor');

    const unitsPanel = screen.getByRole('region', { name: 'Unidades de recebíveis (5)' });
    expect(unitsPanel.textContent).toContain('MCC · Mastercard Crédito');
    expect(unitsPanel.textContent).toContain(
      'Valor da UR R$\u00a08.792,18 − efeitos de contrato R$\u00a02.637,65 (Itaú Unibanco S.A.)',
    );
    expect(within(unitsPanel).getByText('1 de 5 unidades')).toBeTruthy();

    const list = screen.getByRole('region', { name: 'Parcelas (393)' });
    // The sum is over every page, not only the two rows loaded.
    expect(list.textContent).toContain('LíquidoR$\u00a026.741,07');
    expect(list.textContent).toContain('Crédito Parcelado · Mastercard · parcela 2/3');
    expect(within(list).getByText('Carregar mais parcelas')).toBeTruthy();

    fireEvent.click(screen.getByText('Voltar a 21/11/2026'));
    expect(onBack).toHaveBeenCalled();
  });
});

describe('PaymentDrill against a spec-minimal backend (the strict sandbox)', () => {
  it('leaves out the figures it was not sent and still lists the units and installments', async () => {
    const minimalUnits = { ...units, pages: units.pages.map((page) => minimal(ReceivableUnitPageSchema, page)) };
    const minimalInstallments = {
      ...installments,
      pages: installments.pages.map((page) => minimal(ReceivablePageSchema, page)),
    };
    await renderPage(
      () => (
        <AppPage title="Pagamentos">
          <PaymentDrill id={base.id} backLabel="Voltar a 21/11/2026" onBack={vi.fn()} />
        </AppPage>
      ),
      [
        [paymentDrillQueries.detail(base.id).queryKey, minimal(PaymentDetailSchema, DETAIL)],
        [paymentDrillQueries.units(source).queryKey, minimalUnits],
        [paymentDrillQueries.installments(source).queryKey, minimalInstallments],
      ],
    );

    const text = document.body.textContent ?? '';
    expect(text).not.toContain('RecebíveisR$');
    expect(text).not.toContain('Efeitos de contrato');
    expect(text).toContain('Valor pagoR$\u00a020.042,13');
    // The arrangement's code is derived from its id when the backend sends no code.
    expect(screen.getByRole('region', { name: 'Unidades de recebíveis (5)' }).textContent).toContain(
      'MCC · Mastercard Crédito',
    );
    expect(screen.getByRole('region', { name: 'Parcelas (393)' }).textContent).toContain('Venda 9001');
    expect(text).not.toMatch(/undefined|NaN/);
  });
});

// Payment 793 of the sandbox, after a refund of sale 85961 was debited from it.
const DEBITED: PaymentDetail = {
  ...payment('2026-11-29', 'B', 2_015_429, false),
  adjustment_amount: -967,
  units_amount: 2_647_321,
  committed_amount: 655_251,
  direct_amount: 24_326,
  installment_count: 395,
};
const RECONCILIATION: Reconciliation = {
  payment_id: DEBITED.id,
  payment_date: '2026-11-29',
  amount: 2_015_429,
  lines: [
    { kind: 'INSTALLMENTS', amount: 2_671_647, count: 395 },
    { kind: 'REFUND_DEBIT', amount: -967, count: 1, description: 'Venda 85961', transaction_id: 85961, refund_id: 2 },
    {
      kind: 'CONTRACT_EFFECT',
      amount: -655_251,
      count: 1,
      description: 'Itaú Unibanco S.A. (CCB-2026-0004417)',
      contract_effect_id: 424,
    },
  ],
};

describe('PaymentDrill: what makes the amount', () => {
  const renderDebited = (seed: [readonly unknown[], unknown][] = []) => {
    const debitedSource: DrillSource = { kind: 'payment', id: DEBITED.id };
    return renderPage(
      () => (
        <AppPage title="Pagamentos">
          <PaymentDrill id={DEBITED.id} backLabel="Voltar a 29/11/2026" onBack={vi.fn()} />
        </AppPage>
      ),
      [
        [paymentDrillQueries.detail(DEBITED.id).queryKey, DEBITED],
        [paymentDrillQueries.units(debitedSource).queryKey, units],
        [paymentDrillQueries.installments(debitedSource).queryKey, installments],
        ...seed,
      ],
    );
  };

  it('lists receivables − effects + boletos and Pix ± adjustments, ending with what lands', async () => {
    await renderDebited();
    const fields = document.querySelector('dl')?.textContent ?? '';
    expect(fields).toContain('RecebíveisR$\u00a026.473,21');
    expect(fields).toContain('Efeitos de contrato\u2212R$\u00a06.552,51');
    expect(fields).toContain('Boletos e Pix+R$\u00a0243,26');
    expect(fields).toContain('Ajustes e estornos\u2212R$\u00a09,67');
    // What lands is the amount as sent: the debit is in it already, not taken twice.
    expect(fields).toContain('Valor previstoR$\u00a020.154,29');
  });

  it("opens 'Como chegamos neste valor': each line labelled and signed, ending with the payment's amount", async () => {
    feature.on = true;
    await renderDebited([[reconciliationQuery(DEBITED.id).queryKey, RECONCILIATION]]);
    const toggle = await findIonNative('button', 'Como chegamos neste valor');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await tapIon(await findIon('button', 'Como chegamos neste valor'));

    const list = await screen.findByRole('list', { name: 'Como chegamos neste valor' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Parcelas de vendas+R$\u00a026.716,47395 parcelas',
      'Estorno descontado\u2212R$\u00a09,67Venda 85961',
      'Efeito de contrato\u2212R$\u00a06.552,51Itaú Unibanco S.A. (CCB-2026-0004417)',
      'Valor do pagamentoR$\u00a020.154,29',
    ]);
    expect((await findIonNative('button', 'Como chegamos neste valor')).getAttribute('aria-expanded')).toBe('true');
    // Seeded: read from the cache, no call of its own here.
    expect(apiCall).not.toHaveBeenCalled();
  });

  it("keeps the lines under the payments' root key, so what refreshes payments refreshes them", () => {
    expect(reconciliationQuery(DEBITED.id).queryKey.slice(0, 1)).toEqual([...paymentQueries.all()]);
  });

  it('asks the backend for the lines only when opened', async () => {
    feature.on = true;
    apiCall.mockResolvedValue(RECONCILIATION);
    await renderDebited();
    await findIon('button', 'Como chegamos neste valor');
    expect(apiCall).not.toHaveBeenCalled();
    await tapIon(await findIon('button', 'Como chegamos neste valor'));
    expect(await screen.findByText('Estorno descontado')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledTimes(1);
    expect((apiCall.mock.calls[0]?.[0] as { id: string }).id).toBe('reconciliation.payment');
    expect(apiCall.mock.calls[0]?.[1]).toMatchObject({ params: { id: DEBITED.id } });
  });
});
