/** How long the sync waits, at most, for the user's requests before it asks for its next page. */
const MAX_BUSY_WAIT_MS = 10_000;
const BUSY_CHECK_MS = 250;
/** The browser runs an idle callback at the latest after this, even on a busy page. */
const IDLE_TIMEOUT_MS = 2_000;

export interface IdleOptions {
  /** The user's own requests are running. */
  isBusy: () => boolean;
  signal: AbortSignal;
}

/**
 * Resolves when the sync may ask for its next page: in an idle period of the main thread, with
 * the page visible (a phone in a pocket does not download), and once the user's own requests
 * are done (or after 10 s, so a screen that polls cannot starve the copy). Resolves at once when
 * aborted: the caller checks.
 */
export async function whenIdle({ isBusy, signal }: IdleOptions): Promise<void> {
  let waited = 0;
  for (;;) {
    await idleCallback();
    if (signal.aborted) return;
    if (document.visibilityState === 'hidden') {
      await visible(signal);
      continue;
    }
    if (waited < MAX_BUSY_WAIT_MS && isBusy()) {
      await sleep(BUSY_CHECK_MS, signal);
      waited += BUSY_CHECK_MS;
      continue;
    }
    return;
  }
}

function idleCallback(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: a task of its own still yields to input and paint.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function visible(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.visibilityState === 'hidden' && !signal.aborted) return;
      document.removeEventListener('visibilitychange', check);
      signal.removeEventListener('abort', check);
      resolve();
    };
    document.addEventListener('visibilitychange', check);
    signal.addEventListener('abort', check);
  });
}
