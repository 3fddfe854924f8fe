import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberIdentityUnreachable, wasIdentityUnreachableSince } from '@/offline/identity-hint';
import type { LastSession } from '@/offline/last-session';
import { readOfflineSince, reloadOfflineSinceForTests } from '@/offline/offline-since';
import { offlineMarkerText } from '@/ui/page/offline-marker-text';
import { offlineFirstPaint, RECENTLY_UNREACHABLE_MS } from './offline-first-paint';

const paint = vi.hoisted(() => ({
  paintSnapshot: vi.fn(() => true),
  paintedOwner: vi.fn(() => ({ sub: 'alice', merchantId: 1 }) as { sub: string; merchantId: number } | undefined),
  releaseSnapshot: vi.fn(),
}));
vi.mock('@/offline/snapshot/paint', () => ({ paintSnapshot: paint.paintSnapshot }));
vi.mock('@/offline/snapshot/layer', () => ({
  paintedOwner: paint.paintedOwner,
  releaseSnapshot: paint.releaseSnapshot,
}));
vi.mock('@/offline/snapshot/record', () => ({ readSnapshot: () => 'S' }));
const lastSession = vi.hoisted(() => ({ value: undefined as LastSession | undefined }));
vi.mock('@/offline/offline-data', () => ({ readLastSession: () => Promise.resolve(lastSession.value) }));

const NOW = 1_700_000_000_000;
type PaintedOptions = { marker: (dataUpdatedAt: number) => HTMLElement };
const now = () => NOW;
const ALICE: LastSession = { sub: 'alice', merchantId: 1, username: 'lojista', name: 'Alice', savedAt: NOW };

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  lastSession.value = ALICE;
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

  it('paints the stored snapshot, for this build, as soon as the painter has arrived', async () => {
    offlineFirstPaint(now).paint();
    await vi.waitFor(() =>
      expect(paint.paintSnapshot).toHaveBeenCalledWith('S', expect.objectContaining({ buster: __BUILD_ID__ })),
    );
  });

  it('marks the picture as the app will: offline since the spell began, signing in needed once back', async () => {
    localStorage.setItem('pdv:offline-since', String(NOW - 3_600_000));
    reloadOfflineSinceForTests();
    offlineFirstPaint(now).paint();
    await vi.waitFor(() => expect(paint.paintSnapshot).toHaveBeenCalled());
    const options = (paint.paintSnapshot.mock.calls[0] as unknown[] | undefined)?.[1] as PaintedOptions;
    expect(options.marker(NOW - 7_200_000).textContent).toBe(
      offlineMarkerText({ dataUpdatedAt: NOW - 7_200_000, since: NOW - 3_600_000, signInNeeded: true, now: NOW }),
    );
    expect(options.marker(NOW - 7_200_000).textContent).toMatch(/^offline desde .* entrar novamente\.$/);
  });

  it('starts the spell now when none was noted', async () => {
    reloadOfflineSinceForTests();
    offlineFirstPaint(now).paint();
    await vi.waitFor(() => expect(paint.paintSnapshot).toHaveBeenCalled());
    const options = (paint.paintSnapshot.mock.calls[0] as unknown[] | undefined)?.[1] as PaintedOptions;
    options.marker(NOW - 60_000);
    expect(readOfflineSince()).toBe(NOW);
  });

  it("keeps the picture when it is the last session's user and merchant", async () => {
    offlineFirstPaint(now).paint();
    await vi.waitFor(() => expect(paint.paintedOwner).toHaveBeenCalled());
    expect(paint.releaseSnapshot).not.toHaveBeenCalled();
  });

  it.each<[string, LastSession | undefined]>([
    ['another user', { ...ALICE, sub: 'bob' }],
    ['another merchant', { ...ALICE, merchantId: 2 }],
    ['no one', undefined],
  ])('removes the picture at once when the last session is of %s', async (_, last) => {
    lastSession.value = last;
    offlineFirstPaint(now).paint();
    await vi.waitFor(() => expect(paint.releaseSnapshot).toHaveBeenCalled());
  });

  it('after a failed probe, paints and remembers it for the next start', async () => {
    offlineFirstPaint(now).offline();
    await vi.waitFor(() => expect(paint.paintSnapshot).toHaveBeenCalledTimes(1));
    expect(wasIdentityUnreachableSince(NOW)).toBe(true);
  });

  it('does not remember an unreachable server when the device itself is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    offlineFirstPaint(now).offline();
    expect(wasIdentityUnreachableSince(0)).toBe(false);
  });
});
