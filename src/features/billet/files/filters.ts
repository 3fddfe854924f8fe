import type * as v from 'valibot';
import { listSearchSchema } from '@/ui/data-list/list-route';
import type { FilterDef } from '@/ui/filters/types';

/** §3's return-file filters: the bank day (typed DD/MM/AAAA) and the file's name. */
export const RETURN_FILTERS: readonly FilterDef[] = [
  { kind: 'text', name: 'date', label: 'Data', maxLength: 10, inputMode: 'numeric', placeholder: 'DD/MM/AAAA' },
  { kind: 'text', name: 'file_name', label: 'Nome do arquivo', maxLength: 100 },
];

export const ReturnSearchSchema = listSearchSchema(RETURN_FILTERS);
export type ReturnSearch = v.InferOutput<typeof ReturnSearchSchema>;
