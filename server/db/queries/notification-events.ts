import { and, eq, inArray } from 'drizzle-orm';
import type { MerchantEvent } from '../../domain/notifications/messages.ts';
import { notification, notification_preference, push_delivery, push_subscription } from '../schema/index.ts';
import type { Tx } from './tx.ts';

/**
 * The one way a business fact notifies (decision 038): called inside the fact's own database
 * transaction, so the feed entries and the outbox rows commit with the fact or not at all, and a
 * replayed idempotent request (whose work does not run again) notifies nobody twice. The push
 * itself goes later, from the outbox (server/push/drainer.ts).
 *
 * The recipients are the merchant's users this backend knows: those who saved a device or a
 * preference for this merchant (the users themselves live in the identity server). Each gets the
 * first of the event's messages whose kind they did not turn off — nothing at all, feed included,
 * when they turned every one of its kinds off.
 */
export async function notify(tx: Tx, event: MerchantEvent): Promise<void> {
  const users = await recipientsOf(tx, event.merchantId);
  if (users.length === 0) return;
  const off = await tx
    .select({ user: notification_preference.user_sub, kind: notification_preference.kind })
    .from(notification_preference)
    .where(and(eq(notification_preference.merchant_id, event.merchantId), eq(notification_preference.enabled, false)));
  const rows = users.flatMap((user) => {
    const message = event.messages.find((m) => !off.some((o) => o.user === user && o.kind === m.kind));
    return message
      ? [{ merchant_id: event.merchantId, user_sub: user, event: event.event, created_at: event.at, ...message }]
      : [];
  });
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(notification)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notification.id, user: notification.user_sub });
  await queueDeliveries(tx, event, inserted);
}

async function recipientsOf(tx: Tx, merchantId: number): Promise<string[]> {
  const devices = await tx
    .selectDistinct({ user: push_subscription.user_sub })
    .from(push_subscription)
    .where(eq(push_subscription.merchant_id, merchantId));
  const choosers = await tx
    .selectDistinct({ user: notification_preference.user_sub })
    .from(notification_preference)
    .where(eq(notification_preference.merchant_id, merchantId));
  return [...new Set([...devices, ...choosers].map((row) => row.user))].sort();
}

async function queueDeliveries(tx: Tx, event: MerchantEvent, inserted: { id: number; user: string }[]) {
  if (inserted.length === 0) return;
  const devices = await tx
    .select({ id: push_subscription.id, user: push_subscription.user_sub })
    .from(push_subscription)
    .where(
      and(
        eq(push_subscription.merchant_id, event.merchantId),
        inArray(
          push_subscription.user_sub,
          inserted.map((row) => row.user),
        ),
      ),
    );
  const deliveries = inserted.flatMap((row) =>
    devices
      .filter((device) => device.user === row.user)
      .map((device) => ({
        notification_id: row.id,
        subscription_id: device.id,
        status: 'PENDING',
        attempts: 0,
        next_attempt_at: event.at,
      })),
  );
  if (deliveries.length > 0) await tx.insert(push_delivery).values(deliveries);
}
