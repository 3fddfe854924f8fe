import { api } from '@/api';
import { ReceivablePageSchema } from '@/api/shapes/receivable';
import { CercUrSchema, ReceivableUnitDetailSchema } from './schemas';

/** One unit with its payment and every contract effect registered on it. */
export const getReceivableUnit = (id: number, signal?: AbortSignal) =>
  api.get(`/v1/app/receivable_unit/${id}`, ReceivableUnitDetailSchema, { signal });

/** Rows per page of a unit's installments (the API's default). */
export const INSTALLMENTS_PER_PAGE = 20;

/** A page of the unit's installments; the path keeps the spec's trailing slash. */
export const listUnitInstallments = (id: number, page: number, signal?: AbortSignal) =>
  api.get(`/v1/app/receivable_unit/${id}/installments/`, ReceivablePageSchema, {
    params: { page, perPage: INSTALLMENTS_PER_PAGE },
    signal,
  });

/** The unit as the registry holds it, with its payouts (spec §7: /v1/app/cerc_ur/{id}). */
export const getCercUr = (id: number, signal?: AbortSignal) =>
  api.get(`/v1/app/cerc_ur/${id}`, CercUrSchema, { signal });
