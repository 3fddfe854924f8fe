import { api, type QueryParams } from '@/api';
import { parseDateBr } from '@/lib/dates';
import { listQueryOptions } from '@/ui/data-list/list-queries';
import type { ListRoute } from '@/ui/data-list/list-route';
import { listSearchSchema } from '@/ui/data-list/list-route';
import type { FilterDef } from '@/ui/filters/types';
import { toQueryParams } from '@/ui/filters/params';
import type * as v from 'valibot';
import { ReturnFileListSchema, type ReturnFileList } from '../shared/schemas';

export const RETURN_PAGE_SIZE = 10;

export const listReturnFiles = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.get('/v1/app/billet_upload/return', ReturnFileListSchema, { params: { ...params, page, perPage }, signal });

export const returnFileQueries = {
  all: () => ['billet-returns'] as const,
  lists: () => [...returnFileQueries.all(), 'list'] as const,
  list: (params: QueryParams) =>
    listQueryOptions(
      [...returnFileQueries.lists(), params],
      (page, perPage, signal) => listReturnFiles(params, page, perPage, signal),
      { meta: { persist: true, persistPages: 2 } },
    ),
};

/** §3's return-file filters: the bank day (typed DD/MM/AAAA) and the file's name. */
export const RETURN_FILTERS: readonly FilterDef[] = [
  { kind: 'text', name: 'date', label: 'Data', maxLength: 10, inputMode: 'numeric', placeholder: 'DD/MM/AAAA' },
  { kind: 'text', name: 'file_name', label: 'Nome do arquivo', maxLength: 100 },
];

export const ReturnSearchSchema = listSearchSchema(RETURN_FILTERS);
export type ReturnSearch = v.InferOutput<typeof ReturnSearchSchema>;

export const RETURN_LIST: ListRoute<ReturnFileList> = {
  filters: RETURN_FILTERS,
  perPage: RETURN_PAGE_SIZE,
  queries: returnFileQueries.list,
  // The day goes as the API's YYYY-MM-DD; a date that does not exist goes as typed, and the
  // server's 'Data inválida' shows in the list.
  toParams: (values) => {
    const params = toQueryParams(RETURN_FILTERS, values);
    const typed = typeof params.date === 'string' ? params.date : undefined;
    return typed ? { ...params, date: parseDateBr(typed) ?? typed } : params;
  },
};

export const downloadReturnFile = (id: number, name: string) =>
  api.download(`/v1/app/billet_upload/return/${id}/`, name);
