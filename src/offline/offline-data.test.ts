import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import * as fakeIdb from './testing/fake-idb-keyval';
import { createOfflineCache } from './persistence';
import { forgetOtherUsers, readLastSession, rememberLastSession, wipeOfflineData } from './offline-data';
import { rememberIdentityUnreachable, wasIdentityUnreachableSince } from './identity-hint';
import { writeSnapshot } from './snapshot/record';

vi.mock('idb-keyval', () => import('./testing/fake-idb-keyval'));

const session = { sub: 'alice-uuid', merchantId: 1, username: 'lojista', name: 'Alice', savedAt: 1_700_000_000_000 };

beforeEach(() => {
  fakeIdb.reset();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('last session', () => {
  it('remembers and reads back who used the device last, without extra fields', async () => {
    await rememberLastSession({ ...session, token: 'must-not-be-stored' } as typeof session);
    expect(await readLastSession()).toEqual(session);
    expect(fakeIdb.store.get('pdv:last-session')).toEqual(session);
  });

  it('reads nothing when nothing (or garbage) is stored', async () => {
    expect(await readLastSession()).toBeUndefined();
    fakeIdb.store.set('pdv:last-session', { sub: 42 });
    expect(await readLastSession()).toBeUndefined();
  });

  it('forgets that the identity server was unreachable: the sign-in just reached it', async () => {
    rememberIdentityUnreachable(session.savedAt - 1000);
    await rememberLastSession(session);
    expect(wasIdentityUnreachableSince(0)).toBe(false);
  });
});

describe('forgetOtherUsers', () => {
  it("deletes every other user's caches and last session, keeps the current user's", async () => {
    fakeIdb.store.set('pdv:cache:alice-uuid:1', {});
    fakeIdb.store.set('pdv:cache:alice-uuid:2', {});
    fakeIdb.store.set('pdv:cache:bob-uuid:1', {});
    fakeIdb.store.set('pdv:cache:carol:with:colons:3', {});
    fakeIdb.store.set('pdv:last-session', { ...session, sub: 'bob-uuid' });
    fakeIdb.store.set('unrelated', 1);

    await forgetOtherUsers('alice-uuid');
    expect([...fakeIdb.store.keys()].sort()).toEqual(['pdv:cache:alice-uuid:1', 'pdv:cache:alice-uuid:2', 'unrelated']);
  });

  it('never rejects, even when IndexedDB fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(fakeIdb, 'keys').mockRejectedValueOnce(new Error('IDB unavailable'));
    await expect(forgetOtherUsers('alice-uuid')).resolves.toBeUndefined();
  });

  it("deletes another user's (or an unreadable) screen snapshot, keeps this user's", async () => {
    const store = (value: unknown) => localStorage.setItem('pdv:snapshot', JSON.stringify(value));
    store({ sub: 'alice-uuid' });
    void forgetOtherUsers('alice-uuid');
    // Synchronously, before anything else can paint it.
    expect(localStorage.getItem('pdv:snapshot')).toBeNull(); // unreadable: could be anyone's
    const snapshot = {
      sub: 'bob-uuid',
      merchantId: 1,
      buster: 'b',
      path: '/dashboard',
      width: 360,
      tree: [],
      styles: [],
      sheets: [],
      rootStyle: '',
      title: 't',
      dataUpdatedAt: 1,
      savedAt: 1,
    };
    writeSnapshot(snapshot);
    void forgetOtherUsers('alice-uuid');
    expect(localStorage.getItem('pdv:snapshot')).toBeNull();
    writeSnapshot({ ...snapshot, sub: 'alice-uuid' });
    await forgetOtherUsers('alice-uuid');
    expect(localStorage.getItem('pdv:snapshot')).not.toBeNull();
  });

  it('keeps the last session when it is the same user', async () => {
    await rememberLastSession(session);
    await forgetOtherUsers('alice-uuid');
    expect(await readLastSession()).toEqual(session);
  });
});

describe('wipeOfflineData', () => {
  afterEach(() => vi.useRealTimers());

  it('removes every pdv: key and the keycloak-js callback state, nothing else', async () => {
    fakeIdb.store.set('pdv:cache:alice-uuid:1', {});
    fakeIdb.store.set('pdv:cache:bob-uuid:2', {});
    fakeIdb.store.set('pdv:last-session', session);
    fakeIdb.store.set('someone-else', 1);
    localStorage.setItem('pdv:snapshot', '{"sub":"alice-uuid"}');
    rememberIdentityUnreachable(Date.now());
    localStorage.setItem('kc-callback-abc', '{"state":"abc"}');
    localStorage.setItem('kc-callback-def', '{}');
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('pdv:visit-counted', '1');
    sessionStorage.setItem('tab-theme', 'dark');

    await wipeOfflineData();
    expect([...fakeIdb.store.keys()]).toEqual(['someone-else']);
    expect(localStorage.getItem('kc-callback-abc')).toBeNull();
    expect(localStorage.getItem('kc-callback-def')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(wasIdentityUnreachableSince(0)).toBe(false);
    expect(localStorage.getItem('pdv:snapshot')).toBeNull();
    expect(sessionStorage.getItem('pdv:visit-counted')).toBeNull();
    expect(sessionStorage.getItem('tab-theme')).toBe('dark');
  });

  it('cancels a pending throttled save so the cache is not written back after logout', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    createOfflineCache(client, { sub: 'alice-uuid', merchantId: 1, buster: 'b' }).start();
    await client.fetchQuery({ queryKey: ['dashboard'], queryFn: () => ({ total: 1 }), meta: { persist: true } });

    await wipeOfflineData();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fakeIdb.calls.set).toBe(0);
    expect(fakeIdb.store.size).toBe(0);
  });

  it('never rejects, even when IndexedDB fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(fakeIdb, 'keys').mockRejectedValueOnce(new Error('IDB unavailable'));
    localStorage.setItem('kc-callback-x', '{}');
    await expect(wipeOfflineData()).resolves.toBeUndefined();
    expect(localStorage.getItem('kc-callback-x')).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});
