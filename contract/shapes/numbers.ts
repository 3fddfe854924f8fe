import * as v from 'valibot';

/**
 * Money crosses the API as integer cents (docs/api.md "Lists: shared rules"), never as a float:
 * a fractional amount fails at the boundary instead of drifting into a sum on one screen.
 */
export const Cents = v.pipe(v.number(), v.integer());

/** A count of rows or items (`total`, `installment_count`): a whole number, never negative. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A whole number (a code, a type, a percentage's basis points). */
export const Int = v.pipe(v.number(), v.integer());

/** A row id. */
export const RowId = v.pipe(v.number(), v.integer());
