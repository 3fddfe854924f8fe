import type * as ApiModule from '@/api';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@contract/endpoint';
import {
  cercPaymentDetail,
  cercPaymentInstallments,
  cercPaymentList,
  CercPaymentDetailSchema,
  CercPaymentPageSchema,
  type CercPaymentDetail,
  type CercPaymentPage,
} from '@contract/receivable-units';
import { requiredPart } from '@contract/shape';
import { ReceivablePageSchema, type ReceivablePage } from '@contract/shapes/receivable';
import { ApiError } from '@/api';
import { effectRow, paymentRow, receivableRow } from '@/api/testing/rows';
import { AppPage } from '@/ui/page/app-page';
import { renderPage } from '@/ui/page/testing/render-page';
import { tapIon } from '@/ui/testing/ionic';
import { UnitCercPayments } from './unit-cerc-payments';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api: { call: apiCall } }));

const MERCHANT = {
  id: 1,
  receivable_unit_id: 3669,
  arrangement_id: 4,
  arrangement_code: 'VCC',
  payment_id: 909,
  contract_effect_id: null,
  recipient_type: 'MERCHANT',
  recipient_name: 'Empório Bela Vista',
  recipient_document: '34218765000114',
  amount: 7_000,
  payment_date: '2027-03-21',
  paid: false,
};
const BENEFICIARY = {
  ...MERCHANT,
  id: 2,
  payment_id: null,
  contract_effect_id: 902,
  recipient_type: 'BENEFICIARY',
  recipient_name: 'Itaú Unibanco S.A.',
  recipient_document: '60701190000104',
  amount: 3_000,
  paid: true,
};
const PAGE: CercPaymentPage = { data: [MERCHANT, BENEFICIARY], total: 2 };

const DETAILS: Record<number, CercPaymentDetail> = {
  1: {
    ...MERCHANT,
    receivable_unit: null,
    payment: paymentRow({ id: 909, payment_date: '2027-03-21' }),
    contract_effect: null,
  },
  2: {
    ...BENEFICIARY,
    receivable_unit: null,
    payment: null,
    contract_effect: effectRow({ id: 902, effect_type: 2, operation: 'A', contract_identifier: 'CCB-2026-0004417' }),
  },
};

const INSTALLMENTS: ReceivablePage = {
  data: [receivableRow({ id: 4_000_101, transaction_id: 40_001, net_amount: 10_000, nsu: '352623' })],
  total: 1,
  sum: { gross_amount: 10_300, mdr_amount: 300, net_amount: 10_000 },
};

interface Answers {
  page?: unknown;
  detail?: (id: number) => unknown;
  installments?: unknown;
}

function answer({ page = PAGE, detail = (id) => DETAILS[id], installments = INSTALLMENTS }: Answers = {}) {
  apiCall.mockImplementation((call: Endpoint, { params }: { params?: { id: number } } = {}) => {
    if (call === cercPaymentList) return page instanceof Error ? Promise.reject(page) : Promise.resolve(page);
    if (call === cercPaymentDetail) return Promise.resolve(detail(params?.id ?? 0));
    if (call === cercPaymentInstallments) return Promise.resolve(installments);
    return Promise.reject(new Error(`unexpected call ${call.id}`));
  });
}

const render = () =>
  renderPage(() => (
    <AppPage title="Unidade de recebível 3669">
      <UnitCercPayments unitId={3669} />
    </AppPage>
  ));

/** Taps the payout whose line reads `text` (the whole item is one button); the sheet's body. */
async function open(text: string, title: string) {
  const item = (await screen.findByText(text)).closest('ion-item');
  if (!item) throw new Error(`no payout "${text}"`);
  await tapIon(item as HTMLElement);
  expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  return within(await screen.findByRole('region', { name: 'Detalhes' }));
}

// A block body: a function returned from beforeEach would run as its cleanup.
beforeEach(() => {
  apiCall.mockReset();
});

describe('UnitCercPayments', () => {
  it("lists the unit's payouts, asked of cerc_ur_payment for this unit", async () => {
    answer();
    await render();

    const list = within(await screen.findByRole('list', { name: 'Pagamentos da UR na registradora' }));
    expect(list.getByText('Lojista: R$ 70,00')).toBeTruthy();
    expect(list.getByText('Empório Bela Vista · 34.218.765/0001-14')).toBeTruthy();
    expect(list.getByText('Beneficiário do efeito: R$ 30,00')).toBeTruthy();
    expect(list.getAllByText('Pagamento em 21/03/2027')).toHaveLength(2);
    expect(list.getByText('A pagar')).toBeTruthy();
    expect(list.getByText('Pago')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pagamentos da UR (2)' })).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith(cercPaymentList, {
      query: { receivable_unit_id: 3669, page: 1, perPage: 20 },
      signal: expect.any(AbortSignal),
    });
  });

  it("opens the merchant's share: its payment, its account and the unit's installments", async () => {
    answer();
    await render();

    const sheet = await open('Lojista: R$ 70,00', 'Pagamento 1 na registradora');
    expect(await sheet.findByText('Nº 909 · 21/03/2027')).toBeTruthy();
    expect(sheet.getByText('341 - Itaú Unibanco S.A. · Ag. 0912 · Conta corrente 45873-2')).toBeTruthy();
    expect(await sheet.findByRole('heading', { name: 'Parcelas da unidade (1)' })).toBeTruthy();
    expect(sheet.getByText(/Venda 40001 · parcela 1\/1/)).toBeTruthy();
    expect(sheet.getByText('1 de 1 parcelas')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith(cercPaymentDetail, { params: { id: 1 }, signal: expect.any(AbortSignal) });
    expect(apiCall).toHaveBeenCalledWith(cercPaymentInstallments, {
      params: { id: 1 },
      query: { page: 1, perPage: 20 },
      signal: expect.any(AbortSignal),
    });
  });

  it("opens a beneficiary's share with the contract effect it pays", async () => {
    answer();
    await render();

    const sheet = await open('Beneficiário do efeito: R$ 30,00', 'Pagamento 2 na registradora');
    const link = await sheet.findByRole('link', { name: 'Ônus – cessão fiduciária · Atualização' });
    expect(link.getAttribute('href')).toBe('/financial/contract_effects/902');
    expect(sheet.getByText('CCB-2026-0004417')).toBeTruthy();
  });

  it('works with a spec-minimal backend: the lines and the sheet show what the contract requires', async () => {
    answer({
      page: requiredPart(CercPaymentPageSchema, PAGE),
      detail: (id) => requiredPart(CercPaymentDetailSchema, DETAILS[id]),
      installments: requiredPart(ReceivablePageSchema, INSTALLMENTS),
    });
    await render();

    const sheet = await open('Lojista: R$ 70,00', 'Pagamento 1 na registradora');
    expect(await sheet.findByRole('heading', { name: 'Parcelas da unidade (1)' })).toBeTruthy();
    expect(sheet.queryByText('Pagamento do lojista')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it('says so calmly when the registry has no payout of the unit yet', async () => {
    answer({ page: { data: [], total: 0 } });
    await render();

    expect(await screen.findByText('A registradora ainda não tem pagamentos desta unidade.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pagamentos da UR na registradora' })).toBeNull();
  });

  it('offline, says the payouts need a connection and come back by themselves', async () => {
    answer({ page: new ApiError('Sem conexão', { status: 0, network: true }) });
    await render();
    expect(await screen.findByText(/Os pagamentos da UR na registradora precisam de conexão/)).toBeTruthy();
  });

  it("shows the server's message when the list fails", async () => {
    answer({ page: new ApiError('Serviço indisponível.', { status: 503 }) });
    await render();
    expect(await screen.findByText('Não foi possível carregar os pagamentos da UR')).toBeTruthy();
    expect(screen.getByText('Serviço indisponível.')).toBeTruthy();
  });
});
