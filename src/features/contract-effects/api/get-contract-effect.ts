import { effectDetail } from '@contract/contract-effects';
import { api } from '@/api';

/** One effect with the receivable unit it is registered on. */
export const getContractEffect = (id: number, signal?: AbortSignal) =>
  api.call(effectDetail, { params: { id }, signal });
