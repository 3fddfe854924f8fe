import * as v from 'valibot';

/**
 * Money crosses the API as integer cents (docs/api.md "Lists: shared rules"), never as a float:
 * every schema of every feature reads amounts through this one piece, so a fractional amount
 * fails validation at the boundary instead of drifting into a sum on one screen only.
 */
export const CentsSchema = v.pipe(v.number(), v.integer());
export type Cents = v.InferOutput<typeof CentsSchema>;
