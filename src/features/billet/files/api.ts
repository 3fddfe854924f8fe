import { returnFileDownload, returnFileList } from '@contract/billet-uploads';
import { pathOf } from '@contract/endpoint';
import { api, type QueryParams } from '@/api';
import { listQueryOptions } from '@/api/list-queries';

const listReturnFiles = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
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

export const downloadReturnFile = (id: number, name: string) => api.download(pathOf(returnFileDownload, { id }), name);
