import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberIdentityUnreachable, wasIdentityUnreachableSince } from '@/offline/identity-hint';
import { offlineFirstPaint, RECENTLY_UNREACHABLE_MS } from './offline-first-paint';

const paintSnapshot = vi.hoisted(() => vi.fn());
vi.mock('@/offline/snapshot/paint', () => ({ paintSnapshot }));
vi.mock('@/offline/snapshot/record', () => ({ readStartRecords: () => Promise.resolve({ last: 'L', snapshot: 'S' }) }));

const NOW = 1_700_000_000_000;
const now = () => NOW;

beforeEach(() => {
  localStorage.clear();
  paintSnapshot.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('offlineFirstPaint', () => {
  it('expects offline when the device says so', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(offlineFirstPaint(now).expectOffline()).toBe(true);
  });

  it('expects offline when the identity server was unreachable a moment ago, not long ago', () => {
    expect(offlineFirstPaint(now).expectOffline()).toBe(false);
    rememberIdentityUnreachable(NOW - RECENTLY_UNREACHABLE_MS - 1);
    expect(offlineFirstPaint(now).expectOffline()).toBe(false);
    rememberIdentityUnreachable(NOW - 60_000);
    expect(offlineFirstPaint(now).expectOffline()).toBe(true);
  });

  it('paints the records read at the start', async () => {
    await offlineFirstPaint(now).paint();
    expect(paintSnapshot).toHaveBeenCalledWith({ last: 'L', snapshot: 'S' }, expect.objectContaining({ buster: __BUILD_ID__ }));
  });

  it('after a failed probe, paints and remembers it for the next start', async () => {
    await offlineFirstPaint(now).offline();
    expect(paintSnapshot).toHaveBeenCalledTimes(1);
    expect(wasIdentityUnreachableSince(NOW)).toBe(true);
  });

  it('does not remember an unreachable server when the device itself is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await offlineFirstPaint(now).offline();
    expect(wasIdentityUnreachableSince(0)).toBe(false);
  });
});
