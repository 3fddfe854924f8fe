/**
 * Shares of payment links that could not happen when they were asked for, kept until one tap
 * does them (issue 10). The Web Share API opens one share sheet at a time and only from a user
 * gesture: a share asked for while a sheet is open (InvalidStateError, or our own `busy`) or
 * right after saving a link (no gesture left: NotAllowedError) waits here, on the device, and
 * the screens offer it as a one-tap 'Compartilhar' until it is done.
 *
 * Outcomes of `navigator.share`:
 * - resolved: shared, the item leaves the queue;
 * - NotAllowedError / InvalidStateError: not now (no gesture, another sheet open): kept;
 * - AbortError: the merchant saw the sheet and closed it. Dropped: that was an answer, and a
 *   'Compartilhar pendente' nagging about a share they just declined would be noise. Sharing
 *   again is one tap on the link's share page.
 * - anything else (bad data, no share target): dropped and reported as 'failed', so the screen
 *   offers the fallbacks (copy, WhatsApp) instead of a queue that would fail the same way.
 */

export interface ShareItem {
  paylinkId: number;
  title: string;
  text: string;
  url: string;
  /** When it was asked for (ms since epoch): the oldest goes first when the queue is full. */
  queuedAt: number;
}

export type ShareOutcome = 'shared' | 'queued' | 'cancelled' | 'failed' | 'unsupported';

/** The slice of `navigator` the queue uses (a fake in tests). */
export interface Sharer {
  share?: ((data: ShareData) => Promise<void>) | undefined;
}

export interface QueueStorage {
  load(): Promise<unknown>;
  save(items: readonly ShareItem[]): Promise<void>;
}

/** A small queue: a merchant shares a handful of links at a time, never dozens. */
export const MAX_QUEUED_SHARES = 5;

const KEEP = new Set(['NotAllowedError', 'InvalidStateError']);

function isShareItem(value: unknown): value is ShareItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.paylinkId === 'number' &&
    typeof item.title === 'string' &&
    typeof item.text === 'string' &&
    typeof item.url === 'string' &&
    /^https?:\/\//.test(item.url) &&
    typeof item.queuedAt === 'number'
  );
}

export interface ShareQueue {
  /** The waiting shares, oldest first (a stable array between changes, for React). */
  items(): readonly ShareItem[];
  /** A share sheet this queue opened is on screen. */
  busy(): boolean;
  subscribe(listener: () => void): () => void;
  /** Resolves once the stored queue has been read. */
  readonly ready: Promise<void>;
  /**
   * Shares now when it can (`gesture`: called from a tap), else queues. 'unsupported' when the
   * browser has no Web Share: nothing is queued, the screen offers copy and WhatsApp.
   */
  request(item: Omit<ShareItem, 'queuedAt'>, opts: { gesture: boolean }): Promise<ShareOutcome>;
  /** Shared another way (copied, sent by WhatsApp) or no longer wanted. */
  remove(paylinkId: number): void;
  /** Resolves once every change so far is written to the device. */
  saved(): Promise<void>;
}

export function createShareQueue({
  storage,
  sharer,
  now = Date.now,
  max = MAX_QUEUED_SHARES,
}: {
  storage: QueueStorage;
  sharer: Sharer;
  now?: () => number;
  max?: number;
}): ShareQueue {
  let items: readonly ShareItem[] = [];
  let sheetOpen = false;
  const listeners = new Set<() => void>();
  // Writes in order: a later state must never be overwritten by an earlier one finishing last.
  let writing: Promise<void> = Promise.resolve();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const change = (next: readonly ShareItem[]) => {
    items = next;
    const snapshot = items;
    writing = writing.then(() => storage.save(snapshot));
    emit();
  };
  const without = (list: readonly ShareItem[], paylinkId: number) => list.filter((i) => i.paylinkId !== paylinkId);
  const enqueue = (item: ShareItem) => {
    // One entry per link (asking twice is one share), newest last, the oldest dropped when full.
    change([...without(items, item.paylinkId), item].slice(-max));
  };
  const remove = (paylinkId: number) => {
    if (items.some((i) => i.paylinkId === paylinkId)) change(without(items, paylinkId));
  };

  const ready = storage.load().then((stored) => {
    if (!Array.isArray(stored)) return;
    // Asked for before the read finished: those win over the stored copies of the same link.
    const fresh = new Set(items.map((i) => i.paylinkId));
    const kept = stored.filter(isShareItem).filter((i) => !fresh.has(i.paylinkId));
    if (kept.length > 0) {
      items = [...kept, ...items].slice(-max);
      emit();
    }
  });

  async function request(ask: Omit<ShareItem, 'queuedAt'>, { gesture }: { gesture: boolean }): Promise<ShareOutcome> {
    if (typeof sharer.share !== 'function') return 'unsupported';
    const item: ShareItem = { ...ask, queuedAt: now() };
    if (sheetOpen || !gesture) {
      enqueue(item);
      return 'queued';
    }
    sheetOpen = true;
    emit();
    try {
      await sharer.share({ title: item.title, text: item.text, url: item.url });
      remove(item.paylinkId);
      return 'shared';
    } catch (error) {
      // A DOMException; read its name without relying on its prototype chain.
      const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
      if (KEEP.has(name)) {
        enqueue(item);
        return 'queued';
      }
      remove(item.paylinkId);
      return name === 'AbortError' ? 'cancelled' : 'failed';
    } finally {
      sheetOpen = false;
      emit();
    }
  }

  return {
    items: () => items,
    busy: () => sheetOpen,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    request,
    remove,
    saved: () => writing,
  };
}
