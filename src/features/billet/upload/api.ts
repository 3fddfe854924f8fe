import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  DeletedSchema,
  uploadDelete,
  uploadDeleteAll,
  uploadFile,
  uploadList,
  uploadRegisterAll,
  uploadSave,
} from '@contract/billet-uploads';
import { billetLayouts } from '@contract/billets';
import { pathOf } from '@contract/endpoint';
import { api, type QueryParams } from '@/api';
import { listQueryOptions } from '@/api/list-queries';
import type { BilletUpload } from '../shared/schemas';

const listUploads = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.call(uploadList, { query: { ...params, page, perPage }, signal });

export const uploadQueries = {
  all: () => ['billet-uploads'] as const,
  lists: () => [...uploadQueries.all(), 'list'] as const,
  list: (params: QueryParams) =>
    listQueryOptions(
      [...uploadQueries.lists(), params],
      (page, perPage, signal) => listUploads(params, page, perPage, signal),
      { meta: { persist: true, persistPages: 2 } },
    ),
};

/** The bank's boleto layouts (requirements §7: GET /v1/billet/layouts); rarely change, kept offline. */
export const billetLayoutsQuery = () =>
  queryOptions({
    queryKey: ['billet-layouts'] as const,
    queryFn: ({ signal }) => api.call(billetLayouts, { signal }),
    staleTime: 24 * 60 * 60_000,
    // Without the list the form keeps the boleto's layout as it came: no toast for it.
    meta: { persist: true, errorToast: false },
  });

function useUploadMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Registration and payments change the boleto list too.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('billet') }),
  });
}

export const useUploadFile = () =>
  useUploadMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    const format = file.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
    return api.call(uploadFile, { params: { format }, form });
  });

export const useSaveUpload = () => useUploadMutation((body: BilletUpload) => api.call(uploadSave, { body }));

/** How many boletos a DELETE removed, when the backend says so (an extra: requirements §7 promises a 2xx). */
export const deletedCount = (answer: unknown): number | undefined => {
  const parsed = v.safeParse(DeletedSchema, answer);
  return parsed.success ? parsed.output.deleted : undefined;
};

export const useDeleteUploads = () =>
  useUploadMutation(async (ids: number[] | 'all') =>
    deletedCount(
      ids === 'all'
        ? await api.remove(pathOf(uploadDeleteAll), { params: { status: 'WAITING_REGISTER' } })
        : await api.remove(pathOf(uploadDelete), { body: { billets: ids.map((id) => ({ id })) } }),
    ),
  );

export const useRegisterAll = () => useUploadMutation(() => api.call(uploadRegisterAll));
