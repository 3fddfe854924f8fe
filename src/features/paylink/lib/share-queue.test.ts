import { describe, expect, it, vi } from 'vitest';
import { createShareQueue, MAX_QUEUED_SHARES, type QueueStorage, type ShareItem, type Sharer } from './share-queue';

const ask = (paylinkId: number) => ({
  paylinkId,
  title: 'Link de pagamento',
  text: `Pedido ${paylinkId} — R$ 10,00`,
  url: `https://loja.example/paylink/checkout/hash${paylinkId}`,
});

function memoryStorage(initial?: unknown) {
  const saved: (readonly ShareItem[])[] = [];
  const storage: QueueStorage = {
    load: () => Promise.resolve(initial),
    save: (items) => {
      saved.push(items);
      return Promise.resolve();
    },
  };
  return { storage, saved, last: () => saved.at(-1) };
}

const domError = (name: string) => Object.assign(new Error(name), { name });

/** A share sheet that stays open until the test answers it. */
function pendingSheet() {
  let answer: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  const share = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        answer = { resolve, reject };
      }),
  );
  return { sharer: { share } satisfies Sharer, share, answer: () => answer };
}

describe('share queue', () => {
  it('shares at once from a tap, and nothing is queued', async () => {
    const { storage, saved } = memoryStorage();
    const share = vi.fn(() => Promise.resolve());
    const queue = createShareQueue({ storage, sharer: { share } });

    await expect(queue.request(ask(1), { gesture: true })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Link de pagamento', text: 'Pedido 1 — R$ 10,00', url: ask(1).url });
    expect(queue.items()).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('queues a share asked for while a share sheet is open, and shares it later from a tap', async () => {
    const { storage, last } = memoryStorage();
    const sheet = pendingSheet();
    const queue = createShareQueue({ storage, sharer: sheet.sharer, now: () => 42 });

    const first = queue.request(ask(1), { gesture: true });
    expect(queue.busy()).toBe(true);
    await expect(queue.request(ask(2), { gesture: true })).resolves.toBe('queued');
    expect(sheet.share).toHaveBeenCalledTimes(1);
    expect(queue.items().map((i) => i.paylinkId)).toEqual([2]);

    sheet.answer()?.resolve();
    await expect(first).resolves.toBe('shared');
    expect(queue.busy()).toBe(false);
    await queue.saved();
    expect(last()).toEqual([{ ...ask(2), queuedAt: 42 }]);

    const later = queue.request(ask(2), { gesture: true });
    sheet.answer()?.resolve();
    await expect(later).resolves.toBe('shared');
    expect(queue.items()).toEqual([]);
  });

  it('queues without calling the browser when there is no gesture (right after saving)', async () => {
    const share = vi.fn(() => Promise.resolve());
    const queue = createShareQueue({ storage: memoryStorage().storage, sharer: { share } });

    await expect(queue.request(ask(7), { gesture: false })).resolves.toBe('queued');
    expect(share).not.toHaveBeenCalled();
    expect(queue.items().map((i) => i.paylinkId)).toEqual([7]);
  });

  it('keeps the item when the browser refuses for lack of a gesture (NotAllowedError)', async () => {
    const share = vi.fn(() => Promise.reject(domError('NotAllowedError')));
    const queue = createShareQueue({ storage: memoryStorage().storage, sharer: { share } });

    await expect(queue.request(ask(3), { gesture: true })).resolves.toBe('queued');
    expect(queue.items().map((i) => i.paylinkId)).toEqual([3]);
    expect(queue.busy()).toBe(false);
  });

  it('keeps the item when another share sheet is already open (InvalidStateError)', async () => {
    const share = vi.fn(() => Promise.reject(domError('InvalidStateError')));
    const queue = createShareQueue({ storage: memoryStorage().storage, sharer: { share } });

    await expect(queue.request(ask(3), { gesture: true })).resolves.toBe('queued');
    expect(queue.items()).toHaveLength(1);
  });

  it('drops the item when the merchant closes the share sheet (AbortError): a decision, not a failure', async () => {
    const { storage, last } = memoryStorage();
    let fail = domError('NotAllowedError');
    const share = vi.fn(() => Promise.reject(fail));
    const queue = createShareQueue({ storage, sharer: { share } });
    await queue.request(ask(4), { gesture: false });

    fail = domError('AbortError');
    await expect(queue.request(ask(4), { gesture: true })).resolves.toBe('cancelled');
    expect(queue.items()).toEqual([]);
    await queue.saved();
    expect(last()).toEqual([]);
  });

  it('drops the item and says so when sharing fails otherwise (the screen offers copy and WhatsApp)', async () => {
    const share = vi.fn(() => Promise.reject(new TypeError('bad data')));
    const queue = createShareQueue({ storage: memoryStorage().storage, sharer: { share } });

    await expect(queue.request(ask(5), { gesture: true })).resolves.toBe('failed');
    expect(queue.items()).toEqual([]);
  });

  it('queues nothing when the browser has no Web Share API', async () => {
    const queue = createShareQueue({ storage: memoryStorage().storage, sharer: {} });

    await expect(queue.request(ask(6), { gesture: false })).resolves.toBe('unsupported');
    expect(queue.items()).toEqual([]);
  });

  it('keeps one entry per link and at most a few, the oldest dropped first', async () => {
    const queue = createShareQueue({ storage: memoryStorage().storage, sharer: { share: vi.fn() } });

    for (let id = 1; id <= MAX_QUEUED_SHARES + 2; id++) await queue.request(ask(id), { gesture: false });
    await queue.request(ask(4), { gesture: false });

    expect(queue.items().map((i) => i.paylinkId)).toEqual([3, 5, 6, 7, 4]);
  });

  it('reads the stored queue back, ignoring anything malformed', async () => {
    const stored = [
      { ...ask(1), queuedAt: 1 },
      { paylinkId: 'x' },
      { ...ask(2), url: 'javascript:alert(1)', queuedAt: 2 },
    ];
    const queue = createShareQueue({ storage: memoryStorage(stored).storage, sharer: { share: vi.fn() } });

    await queue.ready;
    expect(queue.items()).toEqual([{ ...ask(1), queuedAt: 1 }]);
  });

  it('removes an item shared another way (copied, WhatsApp)', async () => {
    const { storage, last } = memoryStorage();
    const queue = createShareQueue({ storage, sharer: { share: vi.fn() } });
    await queue.request(ask(1), { gesture: false });

    queue.remove(1);
    expect(queue.items()).toEqual([]);
    await queue.saved();
    expect(last()).toEqual([]);
  });
});
