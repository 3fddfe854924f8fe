import { cercPaymentDetail, cercPaymentInstallments, cercPaymentList } from '@contract/receivable-units';
import { api } from '@/api';

/**
 * A unit's payouts at the registry (requirements §7: cerc_ur_payment): the merchant's share and each
 * contract effect beneficiary's. The list is asked for one unit (`receivable_unit_id`); one
 * payout opens with what it pays and the installments of its unit.
 */

/** A unit has a handful of payouts (its merchant's share and one per effect that takes part). */
export const CERC_PAYMENTS_PER_PAGE = 20;

export const listUnitCercPayments = (unitId: number, page: number, signal?: AbortSignal) =>
  api.call(cercPaymentList, {
    query: { receivable_unit_id: unitId, page, perPage: CERC_PAYMENTS_PER_PAGE },
    signal,
  });

export const getCercPayment = (id: number, signal?: AbortSignal) =>
  api.call(cercPaymentDetail, { params: { id }, signal });

export const CERC_INSTALLMENTS_PER_PAGE = 20;

export const listCercPaymentInstallments = (id: number, page: number, signal?: AbortSignal) =>
  api.call(cercPaymentInstallments, {
    params: { id },
    query: { page, perPage: CERC_INSTALLMENTS_PER_PAGE },
    signal,
  });
