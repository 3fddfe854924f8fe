/**
 * A payment link's statuses and limits (contract/paylinks.ts declares the calls): the links
 * list's search schema reads them in the route tree, before the first screen, so they live apart
 * from the calls' schemas and endpoints. Plain values only (decision 033).
 */

export const PAYLINK_STATUSES = ['ACTIVE', 'EXPIRED', 'PAID', 'INACTIVE'] as const;
export type PaylinkStatus = (typeof PAYLINK_STATUSES)[number];

/** Requirements §5's limits of a link (docs/api.md), money in cents. */
export const MIN_AMOUNT_CENTS = 100;
export const MAX_AMOUNT_CENTS = 10_000_000;
export const MAX_DESCRIPTION = 255;
