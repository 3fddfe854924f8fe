import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { notification, push_delivery, push_subscription } from '../schema/index.ts';

/**
 * The outbox of pushes (decision 038), read by the drainer (server/push/drainer.ts) after the
 * facts' commits. A claim takes due rows with SKIP LOCKED and leases them (their next attempt moved
 * ahead), so two sandboxes sharing one PostgreSQL never send a row at the same time, and a process
 * that dies mid-send leaves the row to be retried when the lease ends.
 */

export interface ClaimedPush {
  id: number;
  /** Attempts so far, this one included (counted when claimed, so a crash mid-send counts too). */
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  notificationId: number;
  kind: string;
  title: string;
  body: string;
  url: string;
}

export async function claimDuePushes(orm: Orm, now: Date, limit: number, leaseMs: number): Promise<ClaimedPush[]> {
  return orm.transaction(async (tx) => {
    const due = tx
      .select({ id: push_delivery.id })
      .from(push_delivery)
      .where(and(eq(push_delivery.status, 'PENDING'), lte(push_delivery.next_attempt_at, now)))
      .orderBy(asc(push_delivery.next_attempt_at), asc(push_delivery.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(push_delivery)
      .set({ attempts: sql`${push_delivery.attempts} + 1`, next_attempt_at: new Date(now.getTime() + leaseMs) })
      .where(inArray(push_delivery.id, due))
      .returning({ id: push_delivery.id });
    if (claimed.length === 0) return [];
    const ids = claimed.map((row) => row.id);
    const rows = await tx
      .select({
        id: push_delivery.id,
        attempts: push_delivery.attempts,
        subscriptionId: push_subscription.id,
        endpoint: push_subscription.endpoint,
        p256dh: push_subscription.p256dh,
        auth: push_subscription.auth,
        notificationId: notification.id,
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        url: notification.url,
      })
      .from(push_delivery)
      .innerJoin(push_subscription, eq(push_subscription.id, push_delivery.subscription_id))
      .innerJoin(notification, eq(notification.id, push_delivery.notification_id))
      .where(inArray(push_delivery.id, ids))
      .orderBy(asc(push_delivery.id));
    return rows;
  });
}

/** The push service took it. */
export async function markPushSent(orm: Orm, push: ClaimedPush, at: Date): Promise<void> {
  await orm
    .update(push_delivery)
    .set({ status: 'SENT', sent_at: at, last_error: null })
    .where(eq(push_delivery.id, push.id));
}

/** A failed attempt: tried again at `next`, or given up (FAILED) when `next` is null. */
export async function markPushFailed(orm: Orm, push: ClaimedPush, error: string, next: Date | null): Promise<void> {
  await orm
    .update(push_delivery)
    .set({
      status: next ? 'PENDING' : 'FAILED',
      last_error: error.slice(0, 500),
      ...(next ? { next_attempt_at: next } : {}),
    })
    .where(eq(push_delivery.id, push.id));
}

/** The push service forgot the device (404/410): so do we, with its queued pushes. */
export async function dropSubscription(orm: Orm, subscriptionId: number): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.delete(push_delivery).where(eq(push_delivery.subscription_id, subscriptionId));
    await tx.delete(push_subscription).where(eq(push_subscription.id, subscriptionId));
  });
}
