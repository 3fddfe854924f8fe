import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fakeIdb from './testing/fake-idb-keyval';
import { createDraftStore, type Draft, type DraftStore } from './drafts';
import { parseUserKey } from './keys';
import { forgetOtherUsers, wipeOfflineData } from './offline-data';

vi.mock('idb-keyval', () => import('./testing/fake-idb-keyval'));

const draft = (description: string, savedAt = 1_700_000_000_000): Draft => ({
  values: { description, amountCents: 4990, paymentMethods: ['CARD', 'PIX'] },
  savedAt,
});

describe('draft store', () => {
  let stores: DraftStore[] = [];
  const open = (sub: string, merchantId: number) => {
    const store = createDraftStore(sub, merchantId, { throttleMs: 1000 });
    stores.push(store);
    return store;
  };

  beforeEach(() => {
    fakeIdb.reset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    stores.forEach((store) => store.close());
    stores = [];
    vi.useRealTimers();
  });

  it('keeps a draft per user, per merchant and per form, under pdv:draft:{sub}:{merchant}:{form}', async () => {
    const alice = open('alice-uuid', 1);
    alice.save('paylink:new', draft('Bolo'));
    alice.save('paylink:12', draft('Torta'));
    await vi.runAllTimersAsync();

    expect([...fakeIdb.store.keys()].sort()).toEqual([
      'pdv:draft:alice-uuid:1:paylink%3A12',
      'pdv:draft:alice-uuid:1:paylink%3Anew',
    ]);
    expect(await open('alice-uuid', 1).read('paylink:new')).toEqual(draft('Bolo'));
    expect(await open('alice-uuid', 1).read('paylink:12')).toEqual(draft('Torta'));
    expect(await open('alice-uuid', 2).read('paylink:new')).toBeUndefined();
    expect(await open('bob-uuid', 1).read('paylink:new')).toBeUndefined();
  });

  it('writes at once after a quiet spell, then at most once per window with the latest values', async () => {
    const store = open('alice-uuid', 1);
    store.save('paylink:new', draft('B'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fakeIdb.calls.set).toBe(1);

    for (const text of ['Bo', 'Bol', 'Bolo']) store.save('paylink:new', draft(text));
    await vi.advanceTimersByTimeAsync(999);
    expect(fakeIdb.calls.set).toBe(1);
    // A form remounted inside the window reads what was typed, not what was written.
    expect((await store.read('paylink:new'))?.values).toMatchObject({ description: 'Bolo' });

    await vi.advanceTimersByTimeAsync(1);
    expect(fakeIdb.calls.set).toBe(2);
    expect(fakeIdb.store.get('pdv:draft:alice-uuid:1:paylink%3Anew')).toEqual(draft('Bolo'));
  });

  it('writes a pending draft at once when the page is hidden or goes away', async () => {
    const store = open('alice-uuid', 1);
    store.save('billet:new', draft('1'));
    await vi.advanceTimersByTimeAsync(0);
    store.save('billet:new', draft('2'));

    window.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect(fakeIdb.calls.set).toBe(2);
    expect((fakeIdb.store.get('pdv:draft:alice-uuid:1:billet%3Anew') as Draft).values).toMatchObject({
      description: '2',
    });
  });

  it('discards a draft, including a write still pending', async () => {
    const store = open('alice-uuid', 1);
    store.save('paylink:new', draft('Bolo'));
    await vi.advanceTimersByTimeAsync(0);
    store.save('paylink:new', draft('Bolo de milho'));

    await store.discard('paylink:new');
    await vi.runAllTimersAsync();
    expect(fakeIdb.store.size).toBe(0);
    expect(await store.read('paylink:new')).toBeUndefined();
  });

  it("lists the user's drafts of the forms whose id starts with a prefix, and tells listeners", async () => {
    const store = open('alice-uuid', 1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.save('billet-upload:new', draft('a', 1));
    store.save('billet-upload:7', draft('b', 2));
    store.save('paylink:new', draft('c', 3));
    await vi.runAllTimersAsync();
    open('bob-uuid', 1).save('billet-upload:new', draft('d', 4));
    // Not yet written: listed too.
    store.save('billet-upload:rejected:x', draft('e', 5));

    const listed = await store.list('billet-upload:');
    expect(listed.map((entry) => [entry.formId, entry.savedAt]).sort()).toEqual([
      ['billet-upload:7', 2],
      ['billet-upload:new', 1],
      ['billet-upload:rejected:x', 5],
    ]);
    expect(listener).toHaveBeenCalled();
  });

  it('reads nothing from a record that is not a draft', async () => {
    fakeIdb.store.set('pdv:draft:alice-uuid:1:paylink%3Anew', { values: 'x' });
    expect(await open('alice-uuid', 1).read('paylink:new')).toBeUndefined();
  });

  it('is wiped at logout, and a save still pending or made after the wipe writes nothing back', async () => {
    const store = open('alice-uuid', 1);
    store.save('paylink:new', draft('Bolo'));
    await vi.advanceTimersByTimeAsync(0);
    store.save('paylink:new', draft('Bolo de milho'));

    await wipeOfflineData();
    store.save('paylink:new', draft('Bolo de fubá'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.runAllTimersAsync();
    expect(fakeIdb.store.size).toBe(0);
  });

  it("is deleted when another user signs in on the device; the user's own drafts stay", async () => {
    open('bob-uuid', 1).save('paylink:new', draft('Bob'));
    open('carol:with:colons', 3).save('paylink:a:b', draft('Carol'));
    open('alice-uuid', 1).save('paylink:new', draft('Alice'));
    await vi.runAllTimersAsync();

    await forgetOtherUsers('alice-uuid');
    expect([...fakeIdb.store.keys()]).toEqual(['pdv:draft:alice-uuid:1:paylink%3Anew']);
  });

  it('parses a draft key as a key of one user on one merchant', () => {
    expect(parseUserKey('pdv:draft:carol:with:colons:3:paylink%3Aa%3Ab')).toEqual({
      sub: 'carol:with:colons',
      merchantId: 3,
      formId: 'paylink:a:b',
    });
    expect(parseUserKey('pdv:draft:alice-uuid:x:paylink')).toBeUndefined();
  });
});
