import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, type QueryParams } from '@/api';
import { listQueryOptions } from '@/ui/data-list/list-queries';
import type { ListRoute } from '@/ui/data-list/list-route';
import {
  BilletLayoutsSchema,
  RegistrationResultSchema,
  UploadListSchema,
  UploadResultSchema,
  UploadRowSchema,
  type BilletUpload,
  type UploadList,
} from '../shared/schemas';

const BASE = '/v1/app/billet_upload';

export const listUploads = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.get(BASE, UploadListSchema, { params: { ...params, page, perPage }, signal });

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

/** The bank's boleto layouts (spec §7: GET /v1/billet/layouts); rarely change, kept offline. */
export const billetLayoutsQuery = () =>
  queryOptions({
    queryKey: ['billet-layouts'] as const,
    queryFn: ({ signal }) => api.get('/v1/billet/layouts', BilletLayoutsSchema, { signal }),
    staleTime: 24 * 60 * 60_000,
    // Without the list the form keeps the boleto's layout as it came: no toast for it.
    meta: { persist: true, errorToast: false },
  });

export const UPLOAD_LIST: ListRoute<UploadList> = { filters: [], perPage: 10, queries: uploadQueries.list };

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
    return api.post(`${BASE}/file/${format}`, UploadResultSchema, { form });
  });

export const useSaveUpload = () => useUploadMutation((body: BilletUpload) => api.put(BASE, UploadRowSchema, { body }));

/** The sandbox's count of deleted boletos: an extra (spec §7 promises only a 2xx). */
const Deleted = v.object({ deleted: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** How many boletos a DELETE removed, when the backend says so. */
export const deletedCount = (answer: unknown): number | undefined => {
  const parsed = v.safeParse(Deleted, answer);
  return parsed.success ? parsed.output.deleted : undefined;
};

export const useDeleteUploads = () =>
  useUploadMutation(async (ids: number[] | 'all') =>
    deletedCount(
      ids === 'all'
        ? await api.remove(`${BASE}/all_billets`, { params: { status: 'WAITING_REGISTER' } })
        : await api.remove(BASE, { body: { billets: ids.map((id) => ({ id })) } }),
    ),
  );

export const useRegisterAll = () =>
  useUploadMutation(() => api.post(`${BASE}/registrate/all`, RegistrationResultSchema));

/** Spec §5: an upload counts as successful only if the message says so. */
export const uploadSucceeded = (message: string) => message.includes('File uploaded successfully!');
