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
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const draftKeys = () =>
  Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '')
    .filter((key) => key.startsWith('pdv:draft:'))
    .sort();

describe('draft store', () => {
  let stores: DraftStore[] = [];
  const open = (sub: string, merchantId: number) => {
    const store = createDraftStore(sub, merchantId, { throttleMs: 1000 });
    stores.push(store);
    return store;
  };

  beforeEach(() => {
    fakeIdb.reset();
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    stores.forEach((store) => store.close());
    stores = [];
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps a draft per user, per merchant and per form, under pdv:draft:{sub}:{merchant}:{form}', async () => {
    const alice = open('alice-uuid', 1);
    alice.save('paylink:new', draft('Bolo'));
    alice.save('paylink:12', draft('Torta'));
    await vi.runAllTimersAsync();

    expect(draftKeys()).toEqual(['pdv:draft:alice-uuid:1:paylink%3A12', 'pdv:draft:alice-uuid:1:paylink%3Anew']);
    expect(open('alice-uuid', 1).read('paylink:new')).toEqual(draft('Bolo'));
    expect(open('alice-uuid', 1).read('paylink:12')).toEqual(draft('Torta'));
    expect(open('alice-uuid', 2).read('paylink:new')).toBeUndefined();
    expect(open('bob-uuid', 1).read('paylink:new')).toBeUndefined();
  });

  it('writes at once after a quiet spell, then at most once per window with the latest values', async () => {
    const setItem = vi.spyOn(localStorage, 'setItem');
    const store = open('alice-uuid', 1);
    store.save('paylink:new', draft('B'));
    await vi.advanceTimersByTimeAsync(0);
    expect(setItem).toHaveBeenCalledTimes(1);

    for (const text of ['Bo', 'Bol', 'Bolo']) store.save('paylink:new', draft(text));
    await vi.advanceTimersByTimeAsync(999);
    expect(setItem).toHaveBeenCalledTimes(1);
    // A form opened again inside the window reads what was typed, not what was written.
    expect(store.read('paylink:new')?.values).toMatchObject({ description: 'Bolo' });

    await vi.advanceTimersByTimeAsync(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(stored('pdv:draft:alice-uuid:1:paylink%3Anew')).toEqual(draft('Bolo'));
  });

  it('writes a pending draft at once, and completely, when the page goes away or is hidden', async () => {
    const store = open('alice-uuid', 1);
    store.save('billet:new', draft('1'));
    await vi.advanceTimersByTimeAsync(0);
    store.save('billet:new', draft('2'));

    window.dispatchEvent(new Event('pagehide'));
    // No await: the page may be gone by the next task.
    expect(stored('pdv:draft:alice-uuid:1:billet%3Anew')).toMatchObject({ values: { description: '2' } });

    store.save('billet:new', draft('3'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored('pdv:draft:alice-uuid:1:billet%3Anew')).toMatchObject({ values: { description: '3' } });
  });

  it('discards a draft, including a write still pending', async () => {
    const store = open('alice-uuid', 1);
    store.save('paylink:new', draft('Bolo'));
    await vi.advanceTimersByTimeAsync(0);
    store.save('paylink:new', draft('Bolo de milho'));

    store.discard('paylink:new');
    await vi.runAllTimersAsync();
    expect(draftKeys()).toEqual([]);
    expect(store.read('paylink:new')).toBeUndefined();
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

    const listed = store.list('billet-upload:');
    expect(listed.map((entry) => [entry.formId, entry.savedAt]).sort()).toEqual([
      ['billet-upload:7', 2],
      ['billet-upload:new', 1],
      ['billet-upload:rejected:x', 5],
    ]);
    expect(listener).toHaveBeenCalledTimes(4);
    // Typing on in a form is not news to a list.
    store.save('billet-upload:7', draft('bb', 6));
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('reads nothing from a record that is not a draft', () => {
    localStorage.setItem('pdv:draft:alice-uuid:1:paylink%3Anew', '{"values":"x"}');
    localStorage.setItem('pdv:draft:alice-uuid:1:paylink%3A1', '{not json');
    expect(open('alice-uuid', 1).read('paylink:new')).toBeUndefined();
    expect(open('alice-uuid', 1).read('paylink:1')).toBeUndefined();
  });

  it('is wiped at logout, and a save still pending or made after the wipe writes nothing back', async () => {
    const store = open('alice-uuid', 1);
    store.save('paylink:new', draft('Bolo'));
    await vi.advanceTimersByTimeAsync(0);
    store.save('paylink:new', draft('Bolo de milho'));

    await wipeOfflineData();
    expect(draftKeys()).toEqual([]);
    store.save('paylink:new', draft('Bolo de fubá'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.runAllTimersAsync();
    expect(draftKeys()).toEqual([]);
  });

  it("is deleted at once when another user signs in on the device; the user's own drafts stay", async () => {
    open('bob-uuid', 1).save('paylink:new', draft('Bob'));
    open('carol:with:colons', 3).save('paylink:a:b', draft('Carol'));
    open('alice-uuid', 1).save('paylink:new', draft('Alice'));
    await vi.runAllTimersAsync();

    void forgetOtherUsers('alice-uuid');
    // Before anything else runs: a form reads its draft synchronously as it opens.
    expect(draftKeys()).toEqual(['pdv:draft:alice-uuid:1:paylink%3Anew']);
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
