/**
 * Storage keys of everything the portal keeps on the device. One prefix (`pdv:`) so logout can
 * delete all of it without knowing which users signed in before.
 */
const KEY_PREFIX = 'pdv:';
const CACHE_KEY_PREFIX = `${KEY_PREFIX}cache:`;
export const LAST_SESSION_KEY = `${KEY_PREFIX}last-session`;
/** The last screen seen (snapshot/record.ts); one for the device, like the last session. */
export const SNAPSHOT_KEY = `${KEY_PREFIX}snapshot`;
/** When the identity server was last unreachable (identity-hint.ts; in localStorage). */
export const IDENTITY_UNREACHABLE_KEY = `${KEY_PREFIX}identity-unreachable-at`;
/** Since when the device has been offline (offline-since.ts; in localStorage). */
export const OFFLINE_SINCE_KEY = `${KEY_PREFIX}offline-since`;

/** Payment-link shares waiting for a tap (share-queue-store.ts), per user and merchant. */
const SHARE_QUEUE_KEY_PREFIX = `${KEY_PREFIX}share-queue:`;

/** Spreadsheet rows the server refused, kept until fixed (the boleto upload screen). */
const REJECTED_ROWS_KEY_PREFIX = `${KEY_PREFIX}billet-rejected:`;

/**
 * What a user typed in a form and has not sent yet (drafts.ts), one key per form:
 * `pdv:draft:{sub}:{merchantId}:{formId}`, the form id URI-encoded so it holds no ':'.
 */
const DRAFT_KEY_PREFIX = `${KEY_PREFIX}draft:`;

/**
 * The last 30 days of sales kept for the field (field-copy-store.ts), per user and merchant, in
 * parts: `pdv:field-copy:{sub}:{merchantId}#{part}`, so a sync writes one day, not the whole copy.
 */
const FIELD_COPY_KEY_PREFIX = `${KEY_PREFIX}field-copy:`;
/** `#` and a part name (a day `2026-11-20`, `meta`): never a `:`, so the merchant id stays last. */
const PART_SUFFIX = /#[a-z0-9-]+$/;

/** The persisted react-query cache of one user on one merchant. */
export function cacheKey(sub: string, merchantId: number): string {
  return `${CACHE_KEY_PREFIX}${sub}:${merchantId}`;
}

/** The queue of shares of one user on one merchant. */
export function shareQueueKey(sub: string, merchantId: number): string {
  return `${SHARE_QUEUE_KEY_PREFIX}${sub}:${merchantId}`;
}

/** The refused upload rows of one user on one merchant. */
export function rejectedRowsKey(sub: string, merchantId: number): string {
  return `${REJECTED_ROWS_KEY_PREFIX}${sub}:${merchantId}`;
}

/** The draft of form `formId` of one user on one merchant. */
export function draftKey(sub: string, merchantId: number, formId: string): string {
  return `${DRAFT_KEY_PREFIX}${sub}:${merchantId}:${encodeURIComponent(formId)}`;
}

/** `{ sub, merchantId, formId }` of a draft key, or undefined for any other key. */
export function parseDraftKey(key: unknown): { sub: string; merchantId: number; formId: string } | undefined {
  if (typeof key !== 'string' || !key.startsWith(DRAFT_KEY_PREFIX)) return undefined;
  // The form id is the last segment (encoded, so it has no ':'); before it, as any user key.
  const cut = key.lastIndexOf(':');
  const owner = parseKeyOf(DRAFT_KEY_PREFIX, key.slice(0, cut));
  if (!owner) return undefined;
  try {
    return { ...owner, formId: decodeURIComponent(key.slice(cut + 1)) };
  } catch {
    return undefined;
  }
}

/** One part of the field copy of one user on one merchant (`part`: lower-case letters, digits, '-'). */
export function fieldCopyKey(sub: string, merchantId: number, part: string): string {
  if (!PART_SUFFIX.test(`#${part}`)) throw new RangeError(`Bad field copy part: ${part}`);
  return `${FIELD_COPY_KEY_PREFIX}${sub}:${merchantId}#${part}`;
}

/**
 * `{ sub, merchantId }` of any key that belongs to one user on one merchant (a cache, a share
 * queue, refused rows, a form's draft, a part of the field copy), or undefined: what `forgetOtherUsers` deletes when someone else signs in.
 */
export function parseUserKey(key: unknown): { sub: string; merchantId: number } | undefined {
  return (
    parseKeyOf(CACHE_KEY_PREFIX, key) ??
    parseKeyOf(SHARE_QUEUE_KEY_PREFIX, key) ??
    parseKeyOf(REJECTED_ROWS_KEY_PREFIX, key) ??
    parseDraftKey(key) ??
    parseKeyOf(FIELD_COPY_KEY_PREFIX, typeof key === 'string' ? key.replace(PART_SUFFIX, '') : key)
  );
}

function parseKeyOf(prefix: string, key: unknown): { sub: string; merchantId: number } | undefined {
  if (typeof key !== 'string' || !key.startsWith(prefix)) return undefined;
  const rest = key.slice(prefix.length);
  // The merchant id is the last segment, so a `sub` containing ':' still parses.
  const cut = rest.lastIndexOf(':');
  if (cut <= 0) return undefined;
  const merchantId = Number(rest.slice(cut + 1));
  if (!Number.isInteger(merchantId)) return undefined;
  return { sub: rest.slice(0, cut), merchantId };
}

export function isPortalKey(key: unknown): key is string {
  return typeof key === 'string' && key.startsWith(KEY_PREFIX);
}
