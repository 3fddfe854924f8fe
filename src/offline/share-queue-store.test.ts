import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as fakeIdb from './testing/fake-idb-keyval';
import { forgetOtherUsers, wipeOfflineData } from './offline-data';
import { createShareQueueStore } from './share-queue-store';

vi.mock('idb-keyval', () => import('./testing/fake-idb-keyval'));

const item = {
  paylinkId: 1,
  title: 'Link de pagamento',
  text: 'Pedido — R$ 10,00',
  url: 'https://x.example/p',
  queuedAt: 1,
};

beforeEach(() => {
  fakeIdb.reset();
  localStorage.clear();
});

describe('share queue store', () => {
  it("keeps a user's queue per merchant, and an empty queue deletes the key", async () => {
    const store = createShareQueueStore('alice-uuid', 1);
    expect(store.key).toBe('pdv:share-queue:alice-uuid:1');

    await store.save([item]);
    expect(await createShareQueueStore('alice-uuid', 1).load()).toEqual([item]);
    expect(await createShareQueueStore('alice-uuid', 2).load()).toBeUndefined();

    await store.save([]);
    expect(fakeIdb.store.has(store.key)).toBe(false);
  });

  it('is wiped at logout, and a save still on its way after the wipe writes nothing back', async () => {
    const store = createShareQueueStore('alice-uuid', 1);
    await store.save([item]);

    await wipeOfflineData();
    expect(fakeIdb.store.size).toBe(0);

    await store.save([item]);
    expect(fakeIdb.store.size).toBe(0);
  });

  it("is deleted when another user signs in on the device; the user's own queue stays", async () => {
    await createShareQueueStore('bob-uuid', 1).save([item]);
    await createShareQueueStore('alice-uuid', 1).save([item]);

    await forgetOtherUsers('alice-uuid');
    expect([...fakeIdb.store.keys()]).toEqual(['pdv:share-queue:alice-uuid:1']);
  });
});
