import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_KEY } from '../keys';
import { deleteSnapshot, readSnapshot, writeSnapshot, type ScreenSnapshot } from './record';

const SNAPSHOT: ScreenSnapshot = {
  sub: 'alice',
  merchantId: 1,
  buster: 'b',
  path: '/dashboard',
  width: 360,
  tree: [{ t: 'h1', a: [], c: ['Resumo'] }],
  styles: ['.a{}'],
  sheets: [0],
  rootStyle: '',
  title: 'Dashboard | Painel de Vendas',
  dataUpdatedAt: 1,
  savedAt: 2,
};

beforeEach(() => {
  localStorage.clear();
  deleteSnapshot(); // forgets what this module last wrote
});
afterEach(() => vi.restoreAllMocks());

describe('snapshot record', () => {
  it('writes, reads back and deletes', () => {
    writeSnapshot(SNAPSHOT);
    expect(readSnapshot()).toEqual(SNAPSHOT);
    deleteSnapshot();
    expect(readSnapshot()).toBeUndefined();
  });

  it('reads nothing from garbage, a record whose envelope is malformed, or one without its styles', () => {
    localStorage.setItem(SNAPSHOT_KEY, '{not json');
    expect(readSnapshot()).toBeUndefined();
    for (const broken of [{ tree: 'x' }, { styles: [1] }, { sheets: ['0'] }, { rootStyle: null }, { sub: 1 }]) {
      writeSnapshot({ ...SNAPSHOT, ...broken } as unknown as ScreenSnapshot);
      expect(readSnapshot()).toBeUndefined();
    }
    writeSnapshot(SNAPSHOT);
    localStorage.removeItem(`${SNAPSHOT_KEY}:styles`);
    expect(readSnapshot()).toBeUndefined();
  });

  it('writes the styles again only when they changed; a record never goes with other styles', () => {
    const setItem = vi.spyOn(localStorage, 'setItem');
    writeSnapshot(SNAPSHOT);
    writeSnapshot({ ...SNAPSHOT, savedAt: 3 });
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([`${SNAPSHOT_KEY}:styles`, SNAPSHOT_KEY, SNAPSHOT_KEY]);
    expect(readSnapshot()).toEqual({ ...SNAPSHOT, savedAt: 3 });
    writeSnapshot({ ...SNAPSHOT, styles: ['.b{}'] });
    expect(readSnapshot()?.styles).toEqual(['.b{}']);
    // Another record (another tab) took the styles' key: this one is not painted with them.
    const other = localStorage.getItem(SNAPSHOT_KEY);
    writeSnapshot({ ...SNAPSHOT, styles: ['.c{}'] });
    localStorage.setItem(SNAPSHOT_KEY, other ?? '');
    expect(readSnapshot()).toBeUndefined();
  });

  it('leaves the nodes of the tree to the painter (it checks each one)', () => {
    const odd = { ...SNAPSHOT, tree: [{ t: 'p', a: 'x', c: [] }, 42] } as unknown as ScreenSnapshot;
    writeSnapshot(odd);
    expect(readSnapshot()).toEqual(odd);
  });

  it('when storage is full, keeps no stale copy and does not throw', () => {
    writeSnapshot(SNAPSHOT);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeSnapshot({ ...SNAPSHOT, savedAt: 3 })).not.toThrow();
    expect(readSnapshot()).toBeUndefined();
  });
});
