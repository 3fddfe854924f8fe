import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIdentityUnreachable, rememberIdentityUnreachable, wasIdentityUnreachableSince } from './identity-hint';

beforeEach(() => localStorage.clear());

describe('identity hint', () => {
  it('tells whether the identity server was unreachable since a moment', () => {
    expect(wasIdentityUnreachableSince(0)).toBe(false);
    rememberIdentityUnreachable(1000);
    expect(wasIdentityUnreachableSince(1000)).toBe(true);
    expect(wasIdentityUnreachableSince(1001)).toBe(false);
    forgetIdentityUnreachable();
    expect(wasIdentityUnreachableSince(0)).toBe(false);
  });

  it('ignores a value that is not a time', () => {
    localStorage.setItem('pdv:identity-unreachable-at', 'garbage');
    expect(wasIdentityUnreachableSince(0)).toBe(false);
  });

  it('works (as "never") when storage is blocked', () => {
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => rememberIdentityUnreachable(1)).not.toThrow();
    expect(wasIdentityUnreachableSince(0)).toBe(false);
    vi.restoreAllMocks();
  });
});
