import { listSearchSchema } from '@/ui/data-list/list-route';
import type { FilterDef } from '@/ui/filters/types';
import { STATUS_OPTIONS } from './labels';

/** The two filters the API takes (docs/api.md "Payment links"), keyed by its parameter names. */
export const PAYLINK_FILTERS: readonly FilterDef[] = [
  { kind: 'select', name: 'status', label: 'Status', options: STATUS_OPTIONS },
  { kind: 'text', name: 'description', label: 'Descrição', maxLength: 255 },
];

export const PaylinkSearchSchema = listSearchSchema(PAYLINK_FILTERS);
