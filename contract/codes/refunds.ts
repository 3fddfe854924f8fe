/** The realm role that may refund a sale; a module of its own so the sale's sheet reads it without the refund calls. */
export const REFUND_ROLE = 'sales_refund';
