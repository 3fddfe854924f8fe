import { del, delMany, get, keys, set } from 'idb-keyval';
import { stopAllCaches } from './active-caches';
import { isPortalKey, LAST_SESSION_KEY, parseUserKey } from './keys';
import { deleteSnapshot, readSnapshot } from './snapshot/record';
import { forgetIdentityUnreachable } from './identity-hint';
import { isLastSession, type LastSession } from './last-session';

const KC_CALLBACK_PREFIX = 'kc-callback-';

export async function rememberLastSession(s: LastSession): Promise<void> {
  const record: LastSession = {
    sub: s.sub,
    merchantId: s.merchantId,
    username: s.username,
    name: s.name,
    savedAt: s.savedAt,
  };
  try {
    await set(LAST_SESSION_KEY, record);
    // Signed in online: the identity server is reachable again.
    forgetIdentityUnreachable();
  } catch (error) {
    // Without IndexedDB (some private modes) the portal still works online.
    console.warn('Falha ao gravar a última sessão', error);
  }
}

export async function readLastSession(): Promise<LastSession | undefined> {
  try {
    const value: unknown = await get(LAST_SESSION_KEY);
    return isLastSession(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Deletes every cache, share queue, draft and the last-session record of any other user. Called once the signed-in
 * user is known, so a different person on a shared phone never sees the previous one's data.
 * Never rejects (storage failures are logged).
 */
export async function forgetOtherUsers(sub: string): Promise<void> {
  // First and synchronously: a screen snapshot is painted without asking whose it is
  // (snapshot/paint.ts), so no other user's may outlive this call's first line. Also an
  // unreadable record: it could be anyone's.
  if (readSnapshot()?.sub !== sub) deleteSnapshot();
  // Synchronously too: a form reads its draft (localStorage, drafts.ts) as it opens.
  removeStorageKeys(
    () => localStorage,
    (key) => {
      const owner = parseUserKey(key);
      return owner !== undefined && owner.sub !== sub;
    },
  );
  try {
    const stale = (await keys()).filter((key) => {
      // Caches and share queues alike (keys.ts: every key of one user on one merchant).
      const parsed = parseUserKey(key);
      return parsed !== undefined && parsed.sub !== sub;
    });
    if (stale.length > 0) await delMany(stale);
    const last = await readLastSession();
    if (last && last.sub !== sub) await del(LAST_SESSION_KEY);
  } catch (error) {
    // Never blocks a sign-in: another user's cache is unreadable under this user's key anyway.
    console.error('Falha ao apagar dados de outro usuário', error);
  }
}

/**
 * Logout: removes everything the portal stored on the device — every persisted cache, share
 * queue and form draft, the last-session record, the last screen's snapshot, the identity hint and keycloak-js's PKCE
 * leftovers (`kc-callback-*` in localStorage, or cookies when storage is blocked). IndexedDB
 * and localStorage are local, so this works offline.
 * Never rejects: a logout must go on even if the storage fails (the failure is logged).
 */
export async function wipeOfflineData(): Promise<void> {
  // First, so a pending throttled save cannot write the cache back after the delete.
  stopAllCaches();
  removeLocalKeys();
  try {
    const portalKeys = (await keys()).filter(isPortalKey);
    if (portalKeys.length > 0) await delMany(portalKeys);
  } catch (error) {
    console.error('Falha ao apagar os dados offline', error);
  }
}

function removeStorageKeys(storage: () => Storage, doomed: (key: string) => boolean): void {
  try {
    const store = storage();
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
    for (const key of keys.filter(doomed)) store.removeItem(key);
  } catch {
    // Storage may be unavailable (blocked storage): then it holds nothing.
  }
}

/**
 * The portal's own keys (`pdv:`) in localStorage and in this tab's sessionStorage (the install
 * offer's visit mark, the chunk-reload guard), and keycloak-js's callbacks.
 */
function removeLocalKeys(): void {
  removeStorageKeys(
    () => localStorage,
    (key) => key.startsWith(KC_CALLBACK_PREFIX) || isPortalKey(key),
  );
  removeStorageKeys(() => sessionStorage, isPortalKey);
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name?.startsWith(KC_CALLBACK_PREFIX)) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}
