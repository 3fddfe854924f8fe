import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReceivablePageSchema, type Receivable, type ReceivablePage } from '@contract/shapes/receivable';
import { effectRow, minimal, paymentRow, receivableRow } from '@/api/testing/rows';
import { renderPage } from '@/ui/page/testing/render-page';
import { receivableUnitQueries } from '../api/queries';
import {
  CercPaymentPageSchema,
  CercUrSchema,
  ReceivableUnitDetailSchema,
  type CercPaymentPage,
  type CercUr,
  type ReceivableUnitDetail,
} from '@contract/receivable-units';
import { UnitDetailPage } from './unit-detail-page';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
vi.mock('@/ui/page/use-media-query', () => ({ TABLET_UP: 'tablet', WIDE_SCREEN: 'wide', useMediaQuery: () => false }));

const UNIT: ReceivableUnitDetail = {
  receivable_unit_id: 3669,
  payment_id: 909,
  arrangement_id: 4,
  arrangement_code: 'VCC',
  dt_liquidation: '2027-03-21',
  holder_document: '34218765000114',
  receiving_end_user_document: '12ABC34501DE35',
  amount: 10_000,
  committed_amount: 3_000,
  payable_amount: 7_000,
  installment_count: 21,
  paid: false,
  contract_effect: true,
  financier: 'Itaú Unibanco S.A.',
  payment: paymentRow({
    id: 909,
    payment_date: '2027-03-21',
    destination: 'B',
    bank_account: {
      bank_code: '341',
      bank_name: 'Itaú Unibanco S.A.',
      agency: '0912',
      account: '45873-2',
      account_type: 'C',
    },
    amount: 20_000,
    paid: false,
  }),
  contract_effects: [
    effectRow({
      id: 902,
      effect_type: 2,
      operation: 'A',
      protocol: '202609220711722930',
      contract_identifier: 'CCB-2026-0004417',
      beneficiary_doc: '60701190000104',
      beneficiary_name: 'Itaú Unibanco S.A.',
      priority: 3,
      division_method: 'PERCENTAGE',
      division_amount: null,
      division_percentage: 30,
      committed_amount: 3_000,
      deprecated: true,
      smoke_contract_effect: false,
      created_at: '2026-09-22T15:17:52.000-03:00',
    }),
  ],
};

const installment = (id: number, net: number): Receivable =>
  receivableRow({
    id,
    transaction_id: 40_000 + id,
    n_installment: 1,
    qt_installment: 2,
    transaction_date: '2026-11-20',
    settlement_date: '2027-03-21',
    gross_amount: net + 50,
    mdr_amount: 50,
    net_amount: net,
    operation: { id: 2, operation_name: 'Crédito Parcelado' },
    card_brand: { id: 2, brand_name: 'VISA' },
    nsu: '352623',
    authorization_number: 'AB12',
    paid: false,
    blocked: id === 1,
    block_type_label: id === 1 ? 'Venda contestada' : null,
  });

const CERC: CercUr = {
  ur_key: '34218765000114|12ABC34501DE35|VCC|2027-03-21',
  constituted_amount: 10_000,
  committed_amount: 3_000,
  free_amount: 7_000,
  accreditor_name: 'Painel Pagamentos',
};

/** The unit's payouts (requirements §7: cerc_ur_payment?receivable_unit_id=3669), one infinite-list page. */
const PAYOUTS: { pages: CercPaymentPage[]; pageParams: number[] } = {
  pages: [
    {
      data: [
        {
          id: 1,
          recipient_type: 'MERCHANT',
          recipient_name: 'Empório Bela Vista',
          recipient_document: '34218765000114',
          amount: 7_000,
          payment_date: '2027-03-21',
          paid: false,
        },
        {
          id: 2,
          recipient_type: 'BENEFICIARY',
          recipient_name: 'Itaú Unibanco S.A.',
          recipient_document: '60701190000104',
          amount: 3_000,
          payment_date: '2027-03-21',
          paid: true,
        },
      ],
      total: 2,
    },
  ],
  pageParams: [1],
};

const PAGE_1: ReceivablePage = {
  data: Array.from({ length: 20 }, (_, i) => installment(i + 1, 500)),
  total: 21,
  sum: { gross_amount: 11_050, mdr_amount: 1_050, net_amount: 10_000 },
};

describe('UnitDetailPage (phone)', () => {
  it('shows the figures, every field formatted, the effects and the first page of installments', async () => {
    const onPageChange = vi.fn();
    await renderPage(
      () => <UnitDetailPage id={3669} page={1} onPageChange={onPageChange} />,
      [
        [receivableUnitQueries.detail(3669).queryKey, UNIT],
        [receivableUnitQueries.installments(3669, 1).queryKey, PAGE_1],
        [receivableUnitQueries.cerc(3669).queryKey, CERC],
        [receivableUnitQueries.cercPayments(3669).queryKey, PAYOUTS],
      ],
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Unidade de recebível 3669' })).toBeTruthy();
    const data = within(screen.getByRole('region', { name: 'Dados da unidade' }));
    expect(data.getByText('Visa Crédito (VCC)')).toBeTruthy();
    expect(data.getByText('34.218.765/0001-14')).toBeTruthy();
    expect(data.getByText('12.ABC.345/01DE-35')).toBeTruthy();
    expect(data.getByText('R$ 70,00')).toBeTruthy();

    const effects = within(screen.getByRole('region', { name: 'Efeitos de contrato (1)' }));
    expect(effects.getByRole('link', { name: 'Ônus – cessão fiduciária · Atualização' })).toBeTruthy();
    expect(effects.getByText('Depreciado')).toBeTruthy();
    expect(effects.getByText(/Percentual 30,00%/)).toBeTruthy();

    // The registry's record (requirements §7: cerc_ur/{id}): its key and amounts; its payouts
    // (cerc_ur_payment): who is paid what.
    const cerc = within(screen.getByRole('region', { name: 'Na registradora (CERC)' }));
    expect(cerc.getByText('34218765000114|12ABC34501DE35|VCC|2027-03-21')).toBeTruthy();
    expect(cerc.getByText('Lojista: R$ 70,00')).toBeTruthy();
    expect(cerc.getByText('Beneficiário do efeito: R$ 30,00')).toBeTruthy();
    expect(cerc.getByText('Itaú Unibanco S.A. · 60.701.190/0001-04')).toBeTruthy();
    expect(cerc.getAllByText('Pagamento em 21/03/2027')).toHaveLength(2);

    const installments = within(screen.getByRole('region', { name: 'Parcelas (21)' }));
    expect(installments.getAllByRole('listitem')).toHaveLength(20);
    expect(installments.getByText(/bloqueada: Venda contestada/)).toBeTruthy();
    expect(installments.getByText('Página 1 de 2')).toBeTruthy();
    fireEvent.click(installments.getByText('Próxima'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says so when no contract touches the unit', async () => {
    const free = { ...UNIT, contract_effect: false, committed_amount: 0, payable_amount: 10_000, contract_effects: [] };
    await renderPage(
      () => <UnitDetailPage id={3669} page={1} onPageChange={vi.fn()} />,
      [
        [receivableUnitQueries.detail(3669).queryKey, free],
        [receivableUnitQueries.installments(3669, 1).queryKey, PAGE_1],
        [receivableUnitQueries.cerc(3669).queryKey, CERC],
        [receivableUnitQueries.cercPayments(3669).queryKey, PAYOUTS],
      ],
    );

    expect(screen.getByText(/Nenhum efeito de contrato registrado nesta unidade/)).toBeTruthy();
  });
});

describe('UnitDetailPage against a spec-minimal backend (the strict sandbox)', () => {
  it('shows the unit, its effects, its record and payouts, and its installments from the required fields', async () => {
    await renderPage(
      () => <UnitDetailPage id={3669} page={1} onPageChange={vi.fn()} />,
      [
        [receivableUnitQueries.detail(3669).queryKey, minimal(ReceivableUnitDetailSchema, UNIT)],
        [receivableUnitQueries.installments(3669, 1).queryKey, minimal(ReceivablePageSchema, PAGE_1)],
        [receivableUnitQueries.cerc(3669).queryKey, minimal(CercUrSchema, CERC)],
        [
          receivableUnitQueries.cercPayments(3669).queryKey,
          { ...PAYOUTS, pages: PAYOUTS.pages.map((page) => minimal(CercPaymentPageSchema, page)) },
        ],
      ],
    );

    const data = within(screen.getByRole('region', { name: 'Dados da unidade' }));
    // The arrangement is named from its id (requirements §3) when the code is not sent.
    expect(data.getByText('Visa Crédito (VCC)')).toBeTruthy();
    expect(data.getByText('R$ 70,00')).toBeTruthy();
    const effects = within(screen.getByRole('region', { name: 'Efeitos de contrato (1)' }));
    expect(effects.getByText(/comprometido R\$ 30,00/)).toBeTruthy();
    const cerc = within(screen.getByRole('region', { name: 'Na registradora (CERC)' }));
    expect(cerc.queryByText('Credenciadora')).toBeNull();
    expect(cerc.getByText('Lojista: R$ 70,00')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Parcelas (21)' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });
});
