import type * as v from 'valibot';
import type { PaylinkListSchema, PaylinkSchema } from '@contract/paylinks';

/**
 * A payment link as the merchant's calls return it: the contract's (contract/paylinks.ts), which
 * requires what these screens need and leaves the rest optional. Named here for the many files of
 * this feature that read it.
 */

export type Paylink = v.InferOutput<typeof PaylinkSchema>;
export type PaylinkList = v.InferOutput<typeof PaylinkListSchema>;
