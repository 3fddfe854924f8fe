import { RETURN_PAGE_SIZE, returnFileDownload, returnFileList } from '@contract/billet-uploads';
import { pathOf } from '@contract/endpoint';
import { api, type QueryParams } from '@/api';
import { parseDateBr } from '@/lib/dates';
import { listQueryOptions } from '@/ui/data-list/list-queries';
import type { ListRoute } from '@/ui/data-list/list-route';
import { toQueryParams } from '@/ui/filters/params';
import { RETURN_FILTERS } from './filters';
import type { ReturnFileList } from '../shared/schemas';

export const listReturnFiles = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.call(returnFileList, { query: { ...params, page, perPage }, signal });

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

export const downloadReturnFile = (id: number, name: string) => api.download(pathOf(returnFileDownload, { id }), name);
