import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetOfflineSince,
  readOfflineSince,
  rememberOfflineSince,
  reloadOfflineSinceForTests,
} from './offline-since';

beforeEach(() => {
  localStorage.clear();
  reloadOfflineSinceForTests();
});

describe('offline since', () => {
  it('keeps the start of the spell, across page loads, until it is over', () => {
    expect(readOfflineSince()).toBeUndefined();
    expect(rememberOfflineSince(1_000)).toBe(1_000);
    // Later failures belong to the same spell.
    expect(rememberOfflineSince(5_000)).toBe(1_000);
    reloadOfflineSinceForTests();
    expect(readOfflineSince()).toBe(1_000);
    forgetOfflineSince();
    expect(readOfflineSince()).toBeUndefined();
    reloadOfflineSinceForTests();
    expect(readOfflineSince()).toBeUndefined();
  });

  it('ignores a stored value that is not a time', () => {
    localStorage.setItem('pdv:offline-since', 'garbage');
    expect(readOfflineSince()).toBeUndefined();
  });

  it('works in memory when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(rememberOfflineSince(7)).toBe(7);
      expect(readOfflineSince()).toBe(7);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
