import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createPaylink, deletePaylink, paylinkQueries, updatePaylink } from './paylinks';
import type { Paylink } from './schemas';
import type { PaylinkRequest } from '@contract/paylinks';

/** A saved link: its detail is known at once (the share page opens on it), every list refetches. */
function saved(queryClient: QueryClient, link: Paylink): Promise<void> {
  queryClient.setQueryData(paylinkQueries.detail(link.id).queryKey, link);
  return queryClient.invalidateQueries({ queryKey: paylinkQueries.lists() });
}

/** Creates a link, or updates link `id`: one hook, so the form calls one mutation either way. */
export function useSavePaylink(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaylinkRequest) => (id === undefined ? createPaylink(body) : updatePaylink(id, body)),
    onSuccess: (link) => saved(queryClient, link),
  });
}

export function useDeletePaylink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePaylink(id),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: paylinkQueries.detail(id).queryKey, exact: true });
      return queryClient.invalidateQueries({ queryKey: paylinkQueries.lists() });
    },
  });
}
