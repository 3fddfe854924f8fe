/**
 * The kinds of event a merchant's user may be notified of (issue 34), one preference each. A
 * module of its own so the preferences screen can read the names alone.
 */
export const NOTIFICATION_KINDS = [
  'card_sale',
  'link_paid',
  'pix_received',
  'boleto_paid',
  'refund',
  'payout',
  'anticipation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
