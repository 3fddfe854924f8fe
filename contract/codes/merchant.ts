/**
 * A terminal's statuses (contract/merchant.ts declares its calls): the terminals' search schema
 * reads them in the route tree, before the first screen, so they live apart from the calls'
 * schemas and endpoints. Plain values only (decision 033).
 */

export const TERMINAL_STATUSES = ['ACTIVE', 'INACTIVE', 'MAINTENANCE'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];
