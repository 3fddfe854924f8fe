import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './chunk-reload';
import { isChunkLoadError } from '@/lib/chunk-error';

describe('chunk load failure reload (requirements §8)', () => {
  it('reloads the first time', () => {
    expect(shouldReloadAfterChunkError(1_000_000, null)).toBe(true);
  });
  it('does not reload twice within a minute', () => {
    expect(shouldReloadAfterChunkError(1_059_999, 1_000_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_060_000, 1_000_000)).toBe(true);
  });
  it('never reloads offline: the reload would land on the browser offline page', () => {
    expect(shouldReloadAfterChunkError(1_000_000, null, false)).toBe(false);
  });
  it('recognises chunk errors only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Boom'))).toBe(false);
    expect(isChunkLoadError('string')).toBe(false);
  });
});
