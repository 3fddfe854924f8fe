import type { Context } from 'hono';
import * as contract from '../../../contract/notifications.ts';
import type { Db } from '../../db/index.ts';
import { offsetOf } from '../../db/queries/list-support.ts';
import {
  deleteSubscription,
  listNotifications,
  preferencesOf,
  saveSubscription,
  setPreferences,
  type UserRef,
} from '../../db/queries/notifications.ts';
import { pushKeyProblems } from '../../domain/notifications/push-keys.ts';
import type { ApiEnv } from '../env.ts';
import { invalidParameters } from '../errors.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { notificationView } from '../views/notifications.ts';

/** The token's user and merchant: a user reads and changes only their own devices, choices and feed. */
const userOf = (c: Context<ApiEnv>): UserRef => ({ merchantId: c.get('merchantId'), userSub: c.get('claims').sub });

/**
 * Notificações (contract/notifications.ts), an optional capability: the strict sandbox registers
 * none of these calls. The events themselves are written by the money paths
 * (db/queries/notification-events.ts) and pushed by the drainer (push/drainer.ts).
 */
export function notificationRoutes(db: Db, options: RouteOptions) {
  return contractRouter(options)
    .on(contract.pushSubscriptionSave, async ({ c, body }) => {
      const { endpoint, keys } = await body();
      const problems = pushKeyProblems(keys);
      if (problems.length > 0) throw invalidParameters(problems);
      await saveSubscription(db.orm, userOf(c), { endpoint, p256dh: keys.p256dh, auth: keys.auth }, new Date());
      return null;
    })
    .on(contract.pushSubscriptionDelete, async ({ c, query }) => {
      await deleteSubscription(db.orm, userOf(c), query.endpoint);
      return null;
    })
    .on(contract.notificationPreferences, ({ c }) => preferencesOf(db.orm, userOf(c)))
    .on(contract.notificationPreferencesUpdate, async ({ c, body }) => {
      const user = userOf(c);
      await setPreferences(db.orm, user, await body());
      return preferencesOf(db.orm, user);
    })
    .on(contract.notificationList, async ({ c, query }) => {
      const { page, perPage } = query;
      const { rows, total } = await listNotifications(db.orm, userOf(c), {
        offset: offsetOf(page, perPage),
        limit: perPage,
      });
      return { data: rows.map(notificationView), total };
    });
}
