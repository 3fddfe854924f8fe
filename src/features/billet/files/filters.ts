import type * as v from 'valibot';
import type { ReturnParam } from '@contract/billet-uploads';
import { RETURN_FILE_NAME_MAX } from '@contract/codes/billets';
import { listSearchSchema } from '@/api/lists/list-route';
import type { FilterDef } from '@/api/lists/filter-types';

/** A parameter of GET /v1/app/billet_upload/return, by its contract name (a typo does not compile). */
const param = (name: ReturnParam) => name;

/** §3's return-file filters: the bank day (typed DD/MM/AAAA) and the file's name. */
export const RETURN_FILTERS: readonly FilterDef[] = [
  { kind: 'text', name: param('date'), label: 'Data', maxLength: 10, inputMode: 'numeric', placeholder: 'DD/MM/AAAA' },
  { kind: 'text', name: param('file_name'), label: 'Nome do arquivo', maxLength: RETURN_FILE_NAME_MAX },
];

export const ReturnSearchSchema = listSearchSchema(RETURN_FILTERS);
export type ReturnSearch = v.InferOutput<typeof ReturnSearchSchema>;
