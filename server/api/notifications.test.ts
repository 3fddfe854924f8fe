import { describe, expect, it } from 'vitest';
import {
  notificationPreferences,
  notificationPreferencesUpdate,
  pushSubscriptionDelete,
  pushSubscriptionSave,
} from '../../contract/notifications.ts';
import { usePaylinkApi } from './paylink-test-helpers.ts';
import type { TestUser } from './test-helpers.ts';

// The notification calls (contract/notifications.ts): per user and merchant.

const { api, call } = usePaylinkApi();

/** A fake device: the keys only need the shape here (push/drainer.test.ts encrypts to real ones). */
const device = (name: string) => ({
  endpoint: `https://push.example.com/send/${name}`,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'QUFBQUFBQUFBQUFBQUFBQQ' },
});

const SUBSCRIPTION = '/v1/app/notification/subscription';
const PREFERENCES = '/v1/app/notification/preferences';

const subscribe = (as: TestUser, name: string) => call(pushSubscriptionSave, SUBSCRIPTION, { as, body: device(name) });

describe('notification calls', () => {
  it('save a device once per endpoint and forget it', async () => {
    expect((await subscribe('suporte', 'twice')).status).toBe(204);
    expect((await subscribe('suporte', 'twice')).status).toBe(204);
    const rows = await api().sql(`SELECT user_sub FROM push_subscription WHERE endpoint LIKE '%/twice'`);
    expect(rows).toEqual([{ user_sub: 'user-suporte' }]);
    const endpoint = encodeURIComponent(device('twice').endpoint);
    const gone = await call(pushSubscriptionDelete, `${SUBSCRIPTION}?endpoint=${endpoint}`, { as: 'suporte' });
    expect(gone.status).toBe(204);
    expect(await api().sql(`SELECT 1 FROM push_subscription WHERE endpoint LIKE '%/twice'`)).toEqual([]);
  });

  it('refuse a device without its keys', async () => {
    const bad = await call(pushSubscriptionSave, SUBSCRIPTION, {
      body: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'x' } },
    });
    expect(bad.status).toBe(400);
  });

  it('keep each kind on until the user turns it off', async () => {
    const before = await call(notificationPreferences, PREFERENCES, { as: 'clientRole' });
    expect(Object.values(before.body).every((on) => on === true)).toBe(true);
    const after = await call(notificationPreferencesUpdate, PREFERENCES, {
      as: 'clientRole',
      body: { card_sale: false },
    });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ card_sale: false, link_paid: true, refund: true });
    const unknown = await call(notificationPreferencesUpdate, PREFERENCES, { body: { nope: true } });
    expect(unknown.error.detail).toEqual(['nope: Campo desconhecido']);
  });
});
