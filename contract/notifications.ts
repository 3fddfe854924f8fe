import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { pagingEntries, UNKNOWN_PARAMETER } from './query.ts';
import { hasControlCharacters } from './rules/text.ts';
import { listPage, need, shape } from './shape.ts';
import { NOTIFICATION_KINDS } from './codes/notifications.ts';
import { Count, RowId } from './shapes/numbers.ts';

/**
 * Notificações (issue 34), an optional capability (`/config` `features.notifications`): the
 * merchant's events — an approved card sale, a payment link paid, a Pix received, a boleto paid, a
 * refund, a payout, an anticipation credited — pushed to the devices of the merchant's users who
 * want that kind (Web Push, decision 038), and kept in each user's feed. Every call is the signed-in
 * user's own: devices, preferences and feed are per user and merchant.
 */

const AREA = 'notifications';

/** A push service's address as the browser's `PushSubscription.endpoint` gives it. */
const EndpointUrl = v.pipe(
  v.string('Informe o endereço do serviço de push'),
  v.maxLength(2048, 'O endereço do serviço de push pode ter no máximo 2048 caracteres'),
  v.check((value) => !hasControlCharacters(value), 'O endereço contém caracteres inválidos'),
  v.url('Informe uma URL válida'),
  v.check((value) => /^https?:\/\//.test(value), 'Informe uma URL http ou https'),
);

/** base64url without padding: what `PushSubscription.toJSON()` gives for its keys. */
const Base64Url = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(`Informe ${name}`),
    v.regex(/^[A-Za-z0-9_-]+$/, `${name}: use base64url`),
    v.minLength(min, `${name}: tamanho inválido`),
    v.maxLength(max, `${name}: tamanho inválido`),
  );

/** `PushSubscription.toJSON()`: the device's push address and the keys its messages are encrypted to. */
const SubscriptionBody = v.strictObject(
  {
    endpoint: EndpointUrl,
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.strictObject(
      {
        /** The subscription's P-256 public key, uncompressed (65 bytes: 87 characters). */
        p256dh: Base64Url('keys.p256dh', 80, 100),
        /** The 16-byte auth secret (22 characters). */
        auth: Base64Url('keys.auth', 16, 32),
      },
      'Campo desconhecido',
    ),
  },
  'Campo desconhecido',
);

const DeleteQuery = v.strictObject({ endpoint: EndpointUrl }, UNKNOWN_PARAMETER);

const wants = need(v.boolean(), 'whether this user wants this kind of event');
/** One boolean per event kind; a kind never set is on. */
const NotificationPreferencesSchema = shape({
  card_sale: wants,
  link_paid: wants,
  pix_received: wants,
  boleto_paid: wants,
  refund: wants,
  payout: wants,
  anticipation: wants,
});

/** The kinds to change; the others keep their value. */
const Switch = v.optional(v.boolean('Deve ser true ou false'));
const PreferencesBody = v.strictObject(
  {
    card_sale: Switch,
    link_paid: Switch,
    pix_received: Switch,
    boleto_paid: Switch,
    refund: Switch,
    payout: Switch,
    anticipation: Switch,
  },
  'Campo desconhecido',
);

const NotificationSchema = shape(
  {
    id: need(RowId, 'the feed’s key'),
    kind: need(v.picklist(NOTIFICATION_KINDS), 'the icon and the preference it belongs to'),
    title: need(v.string(), 'the notification’s title, in Portuguese'),
    body: need(v.string(), 'what happened: amount, brand, installments, link… never a card number or a document'),
    url: need(v.string(), 'the app screen a tap opens (a path of the PWA: the sale, the link, the payment)'),
    created_at: need(v.string(), 'when, newest first'),
  },
  {
    /** Devices the push reached (0 while queued or when the user has none). */
    delivered: Count,
  },
);

const FeedQuery = v.strictObject({ ...pagingEntries(20) }, UNKNOWN_PARAMETER);

export const pushSubscriptionSave = endpoint({
  id: 'notifications.subscriptionSave',
  area: AREA,
  method: 'PUT',
  path: '/v1/app/notification/subscription',
  access: 'merchant',
  capability: 'notifications',
  summary:
    'Saves this device’s PushSubscription for the signed-in user and merchant; idempotent on the endpoint (the same endpoint again replaces its keys).',
  body: SubscriptionBody,
  success: { status: 204 },
  errors: [400],
});

export const pushSubscriptionDelete = endpoint({
  id: 'notifications.subscriptionDelete',
  area: AREA,
  method: 'DELETE',
  path: '/v1/app/notification/subscription',
  access: 'merchant',
  capability: 'notifications',
  summary: 'Forgets this device (its endpoint) for the signed-in user; 204 also when it was not saved.',
  query: { schema: DeleteQuery },
  success: { status: 204 },
  errors: [400],
});

export const notificationPreferences = endpoint({
  id: 'notifications.preferences',
  area: AREA,
  method: 'GET',
  path: '/v1/app/notification/preferences',
  access: 'merchant',
  capability: 'notifications',
  summary: 'The signed-in user’s preferences: one boolean per event kind (a kind never set is on).',
  success: { status: 200, schema: NotificationPreferencesSchema },
  errors: [],
});

export const notificationPreferencesUpdate = endpoint({
  id: 'notifications.preferencesUpdate',
  area: AREA,
  method: 'PUT',
  path: '/v1/app/notification/preferences',
  access: 'merchant',
  capability: 'notifications',
  summary: 'Turns event kinds on or off for the signed-in user; answers every kind’s value.',
  body: PreferencesBody,
  success: { status: 200, schema: NotificationPreferencesSchema },
  errors: [400],
});

export const notificationList = endpoint({
  id: 'notifications.list',
  area: AREA,
  method: 'GET',
  path: '/v1/app/notification',
  access: 'merchant',
  capability: 'notifications',
  summary: 'The signed-in user’s recent notifications, newest first (default 20 per page).',
  query: { schema: FeedQuery },
  success: { status: 200, schema: listPage(NotificationSchema, 'the notifications of the page, newest first') },
  errors: [400],
});

export const NOTIFICATIONS = [
  pushSubscriptionSave,
  pushSubscriptionDelete,
  notificationPreferences,
  notificationPreferencesUpdate,
  notificationList,
] as const;
