/** Chromium's install event (not in lib.dom). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | undefined;
let capturing = false;
const listeners = new Set<() => void>();

function setDeferred(next: BeforeInstallPromptEvent | undefined): void {
  deferred = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Starts listening for `beforeinstallprompt`. Idempotent; the bootstrap should call it early,
 * since the browser fires the event once per page load, possibly before the shell mounts.
 */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chrome's own mini-infobar away: the shell offers installing at a calmer moment.
    event.preventDefault();
    setDeferred(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferred(undefined));
}

/** Lets the shell know when the offer starts or ends (use-install-prompt.ts). */
export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const canInstallNow = (): boolean => deferred !== undefined;

/** Shows the browser's install dialog; the event can be used once, so the offer then ends. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  setDeferred(undefined);
  await event.prompt();
  return (await event.userChoice).outcome;
}
