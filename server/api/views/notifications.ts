import type { NotificationKind } from '../../../contract/codes/notifications.ts';
import type { NotificationRecord } from '../../db/queries/notifications.ts';
import { toZonedIso } from '../../domain/zone.ts';

/** A feed entry as the API answers it (contract/notifications.ts). */
export const notificationView = (row: NotificationRecord) => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  url: row.url,
  created_at: toZonedIso(row.created_at),
  delivered: row.delivered,
});
