export interface PollOptions {
  /** Wait before the first question, ms. */
  firstMs: number;
  /** The wait doubles after each "no", up to this, ms. */
  maxMs: number;
  /** Whether asking now is worth it (a hidden page is not asked: a phone in a pocket). */
  shouldAsk?: () => boolean;
}

/**
 * Asks `check` again and again, more and more rarely, until it answers yes; then calls `onYes`
 * once. Returns a stop function. For what the device never announces: a network that works
 * again, an identity server that is back.
 */
export function pollUntil(check: () => Promise<boolean>, onYes: () => void, options: PollOptions): () => void {
  let delay = options.firstMs;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    const yes = (options.shouldAsk?.() ?? true) ? await check().catch(() => false) : false;
    if (stopped) return;
    if (yes) {
      stopped = true;
      onYes();
      return;
    }
    delay = Math.min(delay * 2, options.maxMs);
    timer = setTimeout(() => void ask(), delay);
  };
  timer = setTimeout(() => void ask(), delay);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** A page the user is looking at (always true outside a browser). */
export const pageIsVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';
