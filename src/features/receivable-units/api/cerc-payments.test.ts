import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CercPaymentDetailSchema,
  CercPaymentPageSchema,
  type CercPaymentDetail,
  type CercPaymentPage,
} from '@contract/receivable-units';
import { ReceivablePageSchema } from '@contract/shapes/receivable';
import { requiredPart } from '@contract/shape';
import { effectRow, paymentRow, receivableRow, unitRow } from '@/api/testing/rows';
import { getCercPayment, listCercPaymentInstallments, listUnitCercPayments } from './cerc-payments';
import { listUnitInstallments } from './get-receivable-unit';

/**
 * The unit's CERC payouts go through the app's real client: the path and query requirements §7's calls
 * take, and answers held to the contract — whole as the sandbox sends them, or cut to what the
 * contract requires (a spec-minimal backend, the strict sandbox).
 */

const PAYOUT = {
  id: 41,
  receivable_unit_id: 3669,
  arrangement_id: 4,
  arrangement_code: 'VCC',
  payment_id: 909,
  contract_effect_id: null,
  recipient_type: 'MERCHANT',
  recipient_document: '34218765000114',
  recipient_name: 'Empório Bela Vista',
  amount: 7_000,
  payment_date: '2027-03-21',
  paid: false,
};
const PAGE: CercPaymentPage = { data: [PAYOUT], total: 1 };
const DETAIL: CercPaymentDetail = {
  ...PAYOUT,
  receivable_unit: unitRow({ receivable_unit_id: 3669 }),
  payment: paymentRow({ id: 909 }),
  contract_effect: null,
};

function answering(body: unknown, status = 200) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const urlOf = (fetchMock: ReturnType<typeof answering>) => (fetchMock.mock.calls[0] as unknown as [string])[0];

afterEach(() => vi.unstubAllGlobals());

describe("a unit's CERC payouts", () => {
  it('asks cerc_ur_payment for the unit, a page at a time', async () => {
    const fetchMock = answering(PAGE);
    expect(await listUnitCercPayments(3669, 2)).toEqual(PAGE);
    expect(urlOf(fetchMock)).toBe('/api/v1/app/cerc_ur_payment?receivable_unit_id=3669&page=2&perPage=20');
  });

  it('reads a spec-minimal page: no names, no documents, no links', async () => {
    answering(requiredPart(CercPaymentPageSchema, PAGE));
    const page = await listUnitCercPayments(3669, 1);
    expect(page.data[0]).toEqual({
      id: 41,
      recipient_type: 'MERCHANT',
      amount: 7_000,
      payment_date: '2027-03-21',
      paid: false,
    });
  });

  it('refuses an answer without what a payout line needs', async () => {
    answering({ data: [{ ...PAYOUT, amount: undefined }], total: 1 });
    await expect(listUnitCercPayments(3669, 1)).rejects.toThrow('Resposta inesperada do servidor.');
  });

  it('opens one payout by its id, whole or spec-minimal', async () => {
    const fetchMock = answering(DETAIL);
    const whole = await getCercPayment(41);
    expect(urlOf(fetchMock)).toBe('/api/v1/app/cerc_ur_payment/41');
    expect(whole.payment?.id).toBe(909);

    answering(requiredPart(CercPaymentDetailSchema, { ...DETAIL, contract_effect: effectRow() }));
    const minimal = await getCercPayment(41);
    expect(minimal.payment).toBeUndefined();
    expect(minimal.contract_effect).toBeUndefined();
    expect(minimal.amount).toBe(7_000);
  });

  it("lists the payout's installments, paged, with their sums", async () => {
    const page = {
      data: [receivableRow()],
      total: 1,
      sum: { gross_amount: 15_102, mdr_amount: 482, net_amount: 14_620 },
    };
    const fetchMock = answering(requiredPart(ReceivablePageSchema, page));
    const read = await listCercPaymentInstallments(41, 3);
    expect(urlOf(fetchMock)).toBe('/api/v1/app/cerc_ur_payment/41/installments?page=3&perPage=20');
    expect(read.sum.net_amount).toBe(14_620);
    expect(read.data[0]?.nsu).toBeUndefined();
  });

  it("keeps requirements §7's trailing slash on a unit's own installments", async () => {
    const fetchMock = answering({ data: [], total: 0, sum: { gross_amount: 0, mdr_amount: 0, net_amount: 0 } });
    await listUnitInstallments(3669, 1);
    expect(urlOf(fetchMock)).toBe('/api/v1/app/receivable_unit/3669/installments/?page=1&perPage=20');
  });
});
