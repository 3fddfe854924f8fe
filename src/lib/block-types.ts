import { BLOCK_TYPES } from '@contract/receivable-codes';

/**
 * The 23 coded reasons a receivable is held back (requirements §5; the list is the contract's). The
 * backend may label them itself through the sandbox's `/v1/block_type`; requirements §7 does not name
 * that call, so against a backend without it the statement's filter offers these (strict
 * contract mode, issue 12).
 */
export const BLOCK_TYPE_OPTIONS: readonly { value: string; label: string }[] = BLOCK_TYPES.map((b) => ({
  value: String(b.id),
  label: b.description,
}));
