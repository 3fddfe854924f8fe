import { MAX_DESCRIPTION } from '@contract/codes/paylinks';
import type { paylinkList } from '@contract/paylinks';
import { listSearchSchema } from '@/api/lists/list-route';
import type { FilterDef } from '@/api/lists/filter-types';
import { STATUS_OPTIONS } from './labels';

/** A parameter of the list call (contract/paylinks.ts): a renamed one fails to compile here. */
const param = (name: keyof (typeof paylinkList)['query']['schema']['entries']) => name;

/** The two filters the API takes (docs/api.md "Payment links"), keyed by its parameter names. */
export const PAYLINK_FILTERS: readonly FilterDef[] = [
  { kind: 'select', name: param('status'), label: 'Status', options: STATUS_OPTIONS },
  { kind: 'text', name: param('description'), label: 'Descrição', maxLength: MAX_DESCRIPTION },
];

export const PaylinkSearchSchema = listSearchSchema(PAYLINK_FILTERS);
