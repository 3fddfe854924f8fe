/** The refund form's draft id is this and the sale's id ('refund:123'). */
export const REFUND_DRAFT_PREFIX = 'refund:';
