import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as fakeIdb from './testing/fake-idb-keyval';
import { createFieldCopyStore } from './field-copy-store';
import { parseUserKey } from './keys';
import { forgetOtherUsers, wipeOfflineData } from './offline-data';

vi.mock('idb-keyval', () => import('./testing/fake-idb-keyval'));

const day = { day: '2026-11-20', id: [1, 2] };

beforeEach(() => {
  fakeIdb.reset();
  localStorage.clear();
});

describe('field copy store', () => {
  it("keeps a user's parts per merchant, one key each", async () => {
    const store = createFieldCopyStore('alice-uuid', 1);
    await store.write('2026-11-20', day);
    await store.write('meta', { v: 1 });
    await createFieldCopyStore('alice-uuid', 2).write('2026-11-20', { other: true });

    expect([...(await store.readAll())]).toEqual([
      ['2026-11-20', day],
      ['meta', { v: 1 }],
    ]);
    expect(fakeIdb.store.has('pdv:field-copy:alice-uuid:1#2026-11-20')).toBe(true);

    await store.remove(['2026-11-20']);
    expect([...(await store.readAll()).keys()]).toEqual(['meta']);
  });

  it('names a part key so that its user and merchant parse back, even with a ":" or "#" in the user', () => {
    expect(parseUserKey('pdv:field-copy:alice-uuid:1#2026-11-20')).toEqual({ sub: 'alice-uuid', merchantId: 1 });
    expect(parseUserKey('pdv:field-copy:a:b#c:7#meta')).toEqual({ sub: 'a:b#c', merchantId: 7 });
    expect(parseUserKey('pdv:field-copy:alice-uuid:x#meta')).toBeUndefined();
  });

  it('is wiped at logout, tells the sync to stop, and a write after the wipe stores nothing', async () => {
    const store = createFieldCopyStore('alice-uuid', 1);
    const stopped = vi.fn();
    store.onClose(stopped);
    await store.write('2026-11-20', day);

    await wipeOfflineData();
    expect(fakeIdb.store.size).toBe(0);
    expect(stopped).toHaveBeenCalledOnce();
    expect(store.isClosed()).toBe(true);

    expect(await store.write('2026-11-21', day)).toBe(false);
    expect(fakeIdb.store.size).toBe(0);
  });

  it("is deleted when another user signs in on the device; the user's own copy stays", async () => {
    await createFieldCopyStore('bob-uuid', 1).write('2026-11-20', day);
    await createFieldCopyStore('alice-uuid', 1).write('2026-11-20', day);

    await forgetOtherUsers('alice-uuid');
    expect([...fakeIdb.store.keys()]).toEqual(['pdv:field-copy:alice-uuid:1#2026-11-20']);
  });

  it('reports a refused write (a full device) as false instead of rejecting', async () => {
    vi.spyOn(fakeIdb, 'set').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await createFieldCopyStore('alice-uuid', 1).write('2026-11-20', day)).toBe(false);
  });
});
