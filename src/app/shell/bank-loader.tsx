import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lookupQueries } from '@/api/lookups';
import { ApiError } from '@/api';
import { showToast } from '@/ui/toast';

/** The shell loads the bank list once for every screen that shows banks (requirements §8). */
export function BankLoader() {
  const { error } = useQuery(lookupQueries.banks());
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.network))) return;
    showToast(`Falha ao carregar bancos. (Err. ${error.message})`);
  }, [error]);
  return null;
}
