import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { futureInstallments, futureUnits, paymentDetail, paymentInstallments, paymentUnits } from '@contract/payments';
import { api } from '@/api';
import type { IsoDate } from '@/lib/dates';
import { paymentQueries } from './list-payments';
import { nextPageOf } from '@/api/list-queries';

/** Rows per request of the drill-down lists (the API's default page size). */
const DRILL_PAGE_SIZE = 20;

/**
 * Where a drill-down reads from: a settled payment by id, or a future day by date — the API
 * exposes what is still to come per day (`/payment/future/*?date=`), all destinations together.
 */
export type DrillSource = { kind: 'payment'; id: number } | { kind: 'day'; date: IsoDate };

const getPayment = (id: number, signal?: AbortSignal) => api.call(paymentDetail, { params: { id }, signal });

const listDrillUnits = (source: DrillSource, page: number, signal?: AbortSignal) => {
  const query = { page, perPage: DRILL_PAGE_SIZE };
  return source.kind === 'payment'
    ? api.call(paymentUnits, { params: { id: source.id }, query, signal })
    : api.call(futureUnits, { query: { ...query, date: source.date }, signal });
};

const listDrillInstallments = (source: DrillSource, page: number, signal?: AbortSignal) => {
  const query = { page, perPage: DRILL_PAGE_SIZE };
  return source.kind === 'payment'
    ? api.call(paymentInstallments, { params: { id: source.id }, query, signal })
    : api.call(futureInstallments, { query: { ...query, date: source.date }, signal });
};

/*
 * Not persisted: a payment's units and installments are read on demand and can run to hundreds
 * of rows; offline the calendar (persisted) still shows every payment and its amount.
 */
export const paymentDrillQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getPayment(id, signal),
      staleTime: 5 * 60_000,
    }),
  units: (source: DrillSource) =>
    infiniteQueryOptions({
      queryKey: [...paymentQueries.all(), 'units', source] as const,
      queryFn: ({ pageParam, signal }) => listDrillUnits(source, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageOf(pages, DRILL_PAGE_SIZE),
      staleTime: 5 * 60_000,
    }),
  installments: (source: DrillSource) =>
    infiniteQueryOptions({
      queryKey: [...paymentQueries.all(), 'installments', source] as const,
      queryFn: ({ pageParam, signal }) => listDrillInstallments(source, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (_last, pages) => nextPageOf(pages, DRILL_PAGE_SIZE),
      staleTime: 5 * 60_000,
    }),
};
