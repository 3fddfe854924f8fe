import { operations } from '../domain/lookups.ts';
import { INSTALLMENT_OPERATION_IDS } from '../domain/codes.ts';

/** The operations a list filter accepts: what the rows hold, and every installment code spec §5's 'Crédito Parcelado' sends. */
export const OPERATION_FILTER_IDS: readonly number[] = [
  ...new Set([...operations.map((o) => o.id), ...INSTALLMENT_OPERATION_IDS]),
].sort((a, b) => a - b);
