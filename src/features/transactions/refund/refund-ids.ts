/** The refund form's draft id is this and the sale's id ('refund:123'). */
export const REFUND_DRAFT_PREFIX = 'refund:';

/**
 * contract/refunds.ts's REFUND_ROLE, spelled here so the sale's sheet does not load the refund
 * declarations for one word (refund-ids.test.ts keeps the two the same).
 */
export const REFUND_ROLE_NAME = 'sales_refund';
