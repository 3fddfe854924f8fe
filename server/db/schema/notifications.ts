import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { merchant } from './merchant.ts';

// Notifications (issue 34, decision 038): rows the running sandbox adds, none seeded. A user is
// the token's `sub`; every row is per user AND merchant (one person may serve two merchants).

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** A device's `PushSubscription`: its push service address and the keys messages are encrypted to. */
export const push_subscription = pgTable(
  'push_subscription',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: integer()
      .notNull()
      .references(() => merchant.id),
    user_sub: text().notNull(),
    /** Unique: a browser's endpoint is its own; saving it again (another user) moves it. */
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    created_at: instant().notNull(),
  },
  (t) => [index('push_subscription_user_idx').on(t.merchant_id, t.user_sub)],
);

/** A user's choice for one kind; a kind without a row is on. */
export const notification_preference = pgTable(
  'notification_preference',
  {
    merchant_id: integer()
      .notNull()
      .references(() => merchant.id),
    user_sub: text().notNull(),
    kind: text().notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchant_id, t.user_sub, t.kind] })],
);

/**
 * One entry of a user's feed, written in the transaction of the business fact that causes it
 * (server/db/queries/notification-events.ts). `event` names the fact (`sale:123`), unique per
 * user: a fact notifies a user once.
 */
export const notification = pgTable(
  'notification',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    merchant_id: integer()
      .notNull()
      .references(() => merchant.id),
    user_sub: text().notNull(),
    kind: text().notNull(),
    event: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    url: text().notNull(),
    created_at: instant().notNull(),
  },
  (t) => [
    unique().on(t.merchant_id, t.user_sub, t.event),
    index('notification_feed_idx').on(t.merchant_id, t.user_sub, t.id),
  ],
);

/**
 * The outbox: one push of a notification to one device, sent by the drainer (server/push/drainer.ts)
 * after the commit. `attempts` and `next_attempt_at` carry the retry; a row becomes SENT, goes with
 * its subscription (404/410), or stays FAILED after the last attempt.
 */
export const push_delivery = pgTable(
  'push_delivery',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    notification_id: integer()
      .notNull()
      .references(() => notification.id),
    subscription_id: integer()
      .notNull()
      .references(() => push_subscription.id),
    status: text().notNull(),
    attempts: integer().notNull(),
    next_attempt_at: instant().notNull(),
    last_error: text(),
    sent_at: instant(),
  },
  (t) => [index('push_delivery_due_idx').on(t.status, t.next_attempt_at)],
);
