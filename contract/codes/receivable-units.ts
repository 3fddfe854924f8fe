/**
 * The receivable units list's filter limits (contract/receivable-units.ts declares its calls):
 * the list's search schema reads them in the route tree, before the first screen. Plain values
 * only (decision 033).
 */

/** The financier filter matches a part of the name, up to this many characters. */
export const FINANCIER_MAX_LENGTH = 80;
