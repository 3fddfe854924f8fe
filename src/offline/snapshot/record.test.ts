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

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('snapshot record', () => {
  it('writes, reads back and deletes', () => {
    writeSnapshot(SNAPSHOT);
    expect(readSnapshot()).toEqual(SNAPSHOT);
    deleteSnapshot();
    expect(readSnapshot()).toBeUndefined();
  });

  it('reads nothing from garbage or a record whose envelope is malformed', () => {
    localStorage.setItem(SNAPSHOT_KEY, '{not json');
    expect(readSnapshot()).toBeUndefined();
    for (const broken of [{ tree: 'x' }, { styles: [1] }, { sheets: ['0'] }, { rootStyle: null }, { sub: 1 }]) {
      localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...SNAPSHOT, ...broken }));
      expect(readSnapshot()).toBeUndefined();
    }
  });

  it('leaves the nodes of the tree to the painter (it checks each one)', () => {
    const odd = { ...SNAPSHOT, tree: [{ t: 'p', a: 'x', c: [] }, 42] };
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(odd));
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
