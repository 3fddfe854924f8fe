import { useEffect } from 'react';
import { ApiError } from '@/api';
import { showToast } from '@/ui/toast';

/** Requirements §8: 'Falha ao carregar dados de lojista. (Err: {message})'. */
export function useMerchantLoadToast(error: Error | null): void {
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    showToast(`Falha ao carregar dados de lojista. (Err: ${error.message})`);
  }, [error]);
}
