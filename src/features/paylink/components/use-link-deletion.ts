import { useState } from 'react';
import { showToast } from '@/ui/toast';
import { useDeletePaylink } from '../api/mutations';
import type { Paylink } from '../api/schemas';

/** The link asked about in the delete dialog and its deletion; `onDeleted` tidies what refers to it. */
export function useLinkDeletion(onDeleted: (link: Paylink) => void) {
  const remove = useDeletePaylink();
  const [deleting, setDeleting] = useState<Paylink>();
  const close = () => {
    setDeleting(undefined);
    remove.reset();
  };
  const confirm = (link: Paylink) =>
    remove.mutate(link.id, {
      onSuccess: () => {
        setDeleting(undefined);
        onDeleted(link);
        showToast('Link de pagamento excluído.', 'success');
      },
      onError: (error) => showToast(error.message || 'Não foi possível excluir o link.'),
    });
  return { deleting, ask: setDeleting, close, confirm, pending: remove.isPending, error: remove.error?.message };
}
