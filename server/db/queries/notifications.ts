import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/codes/notifications.ts';
import type { Orm } from '../driver.ts';
import { notification, notification_preference, push_delivery, push_subscription } from '../schema/index.ts';

/** The signed-in user of one merchant: devices, preferences and feed are theirs alone. */
export interface UserRef {
  merchantId: number;
  userSub: string;
}

export interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves a device, idempotent on its endpoint: the same endpoint again takes the new keys and the
 * caller as owner (a browser's endpoint is its own, whoever signs in on it last).
 */
export async function saveSubscription(orm: Orm, user: UserRef, device: DeviceKeys, at: Date): Promise<void> {
  const owner = { merchant_id: user.merchantId, user_sub: user.userSub, p256dh: device.p256dh, auth: device.auth };
  await orm
    .insert(push_subscription)
    .values({ ...owner, endpoint: device.endpoint, created_at: at })
    .onConflictDoUpdate({ target: push_subscription.endpoint, set: owner });
}

/** Forgets the user's device (another user's endpoint is left alone); its queued pushes go with it. */
export async function deleteSubscription(orm: Orm, user: UserRef, endpoint: string): Promise<void> {
  await orm.transaction(async (tx) => {
    const [device] = await tx
      .select({ id: push_subscription.id })
      .from(push_subscription)
      .where(
        and(
          eq(push_subscription.endpoint, endpoint),
          eq(push_subscription.merchant_id, user.merchantId),
          eq(push_subscription.user_sub, user.userSub),
        ),
      );
    if (!device) return;
    await tx.delete(push_delivery).where(eq(push_delivery.subscription_id, device.id));
    await tx.delete(push_subscription).where(eq(push_subscription.id, device.id));
  });
}

const ofUser = (user: UserRef) =>
  and(eq(notification_preference.merchant_id, user.merchantId), eq(notification_preference.user_sub, user.userSub));

/** Every kind's value; a kind never set is on. */
export async function preferencesOf(orm: Orm, user: UserRef): Promise<Record<NotificationKind, boolean>> {
  const rows = await orm
    .select({ kind: notification_preference.kind, enabled: notification_preference.enabled })
    .from(notification_preference)
    .where(ofUser(user));
  const stored = new Map(rows.map((row) => [row.kind, row.enabled]));
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, stored.get(kind) ?? true])) as Record<
    NotificationKind,
    boolean
  >;
}

/**
 * Stores the kinds given, and gives every other kind a row at its default (on), so the user
 * counts as a recipient from now on: an empty change is how the PWA says "I am here". Only the
 * kinds given are written over, so two changes at once (two devices, two switches) never put back
 * each other's old value.
 */
export async function setPreferences(
  orm: Orm,
  user: UserRef,
  changes: Partial<Record<NotificationKind, boolean>>,
): Promise<void> {
  const target = [notification_preference.merchant_id, notification_preference.user_sub, notification_preference.kind];
  await orm.transaction(async (tx) => {
    for (const kind of NOTIFICATION_KINDS) {
      const row = { merchant_id: user.merchantId, user_sub: user.userSub, kind, enabled: changes[kind] ?? true };
      const insert = tx.insert(notification_preference).values(row);
      if (changes[kind] === undefined) await insert.onConflictDoNothing({ target });
      else await insert.onConflictDoUpdate({ target, set: { enabled: row.enabled } });
    }
  });
}

export type NotificationRecord = typeof notification.$inferSelect & { delivered: number };

/** The user's feed, newest first (ties by id). */
export async function listNotifications(
  orm: Orm,
  user: UserRef,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRecord[]; total: number }> {
  const mine = and(eq(notification.merchant_id, user.merchantId), eq(notification.user_sub, user.userSub));
  const [counted] = await orm.select({ n: count() }).from(notification).where(mine);
  const rows = await orm
    .select()
    .from(notification)
    .where(mine)
    .orderBy(desc(notification.id))
    .limit(page.limit)
    .offset(page.offset);
  const sent = rows.length
    ? await orm
        .select({ id: push_delivery.notification_id, n: count() })
        .from(push_delivery)
        .where(
          and(
            eq(push_delivery.status, 'SENT'),
            inArray(
              push_delivery.notification_id,
              rows.map((row) => row.id),
            ),
          ),
        )
        .groupBy(push_delivery.notification_id)
    : [];
  const delivered = new Map(sent.map((row) => [row.id, Number(row.n)]));
  return {
    rows: rows.map((row) => ({ ...row, delivered: delivered.get(row.id) ?? 0 })),
    total: Number(counted?.n ?? 0),
  };
}
