import { listSearchSchema, type ListRoute } from '@/ui/data-list/list-route';
import type { FilterDef } from '@/ui/filters/types';
import { PAYLINK_PAGE_SIZE, paylinkQueries } from '../api/paylinks';
import type { PaylinkList } from '../api/schemas';
import { STATUS_OPTIONS } from './labels';

/** The two filters the API takes (docs/api.md "Payment links"), keyed by its parameter names. */
export const PAYLINK_FILTERS: readonly FilterDef[] = [
  { kind: 'select', name: 'status', label: 'Status', options: STATUS_OPTIONS },
  { kind: 'text', name: 'description', label: 'Descrição', maxLength: 255 },
];

export const PaylinkSearchSchema = listSearchSchema(PAYLINK_FILTERS);

/** The list the route prefetches and the screen shows (src/ui/data-list/list-route.ts). */
export const PAYLINK_LIST: ListRoute<PaylinkList> = {
  filters: PAYLINK_FILTERS,
  perPage: PAYLINK_PAGE_SIZE,
  queries: paylinkQueries.list,
};
