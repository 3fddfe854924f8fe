import { MAX_PER_PAGE } from '@contract/codes/paging';
import { today } from '@/lib/dates';
import { isOnline, subscribeConnectivity } from '@/offline/connectivity';
import { listTransactionPage } from '../api/transaction-page';
import { fieldCopyOf } from './field-copy';
import { syncCopy } from './sync';
import { whenIdle } from './when-idle';

/** A sync brings the last two days back every so often while the app stays open. */
const RESYNC_MS = 15 * 60_000;
/** After a failure, the next try waits this long, doubling up to the maximum. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 5 * 60_000;

export interface FieldCopyStart {
  sub: string;
  merchantId: number;
  /** The user's own requests are running (the screen in use): the sync waits for them. */
  isBusy: () => boolean;
}

/**
 * Keeps the copy of the last 30 days in step while the user is signed in and online: at once
 * (the app shell calls this once the first screen is idle), again every 15 minutes and when
 * the network comes back, with a growing wait after a failure. Returns the stop function.
 */
export function startFieldCopy({ sub, merchantId, isBusy }: FieldCopyStart): () => void {
  const copy = fieldCopyOf(sub, merchantId);
  const abort = new AbortController();
  const stopped = () => abort.signal.aborted || copy.store.isClosed();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let retryMs = RETRY_FIRST_MS;

  const later = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  async function run(): Promise<void> {
    if (running || stopped()) return;
    if (!isOnline()) return; // The connectivity listener below starts it again.
    running = true;
    clearTimeout(timer);
    await copy.load();
    copy.update({ syncing: true });
    performance.mark('pdv:field-copy-start');
    const result = await syncCopy(copy.parts, {
      today: today(),
      now: Date.now,
      fetchPage: (day, page) =>
        listTransactionPage({ start_date: day, end_date: day }, page, MAX_PER_PAGE, abort.signal),
      write: (day, part) => copy.store.write(day, part),
      remove: (days) => copy.store.remove(days),
      idle: () => whenIdle({ isBusy, signal: abort.signal }),
      stopped,
      onChange: () => copy.update(),
    });
    running = false;
    if (stopped()) return;
    const problem = result.status === 'failed' ? 'network' : result.status === 'storage-full' ? 'storage' : null;
    copy.update({ syncing: false, problem });
    if (result.status === 'done') {
      performance.measure('pdv:field-copy-sync', 'pdv:field-copy-start');
      retryMs = RETRY_FIRST_MS;
      later(RESYNC_MS);
    } else {
      later(retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  }

  const unsubscribe = subscribeConnectivity(() => {
    if (isOnline()) void run();
  });
  const unclose = copy.store.onClose(() => abort.abort());
  void run();
  return () => {
    abort.abort();
    clearTimeout(timer);
    unsubscribe();
    unclose();
    if (running) copy.update({ syncing: false });
  };
}
