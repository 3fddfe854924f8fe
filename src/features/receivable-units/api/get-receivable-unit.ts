import { cercUnit, unitDetail, unitInstallments } from '@contract/receivable-units';
import { api } from '@/api';

/** One unit with its payment and every contract effect registered on it. */
export const getReceivableUnit = (id: number, signal?: AbortSignal) => api.call(unitDetail, { params: { id }, signal });

/** Rows per page of a unit's installments (the API's default). */
export const INSTALLMENTS_PER_PAGE = 20;

/** A page of the unit's installments (requirements §7 writes the path with its trailing slash). */
export const listUnitInstallments = (id: number, page: number, signal?: AbortSignal) =>
  api.call(unitInstallments, { params: { id }, query: { page, perPage: INSTALLMENTS_PER_PAGE }, signal });

/** The unit as the registry holds it (requirements §7: /v1/app/cerc_ur/{id}). */
export const getCercUr = (id: number, signal?: AbortSignal) => api.call(cercUnit, { params: { id }, signal });
