/** First-run tour state: seen once per user on this device, replayable from the user menu. */
const KEY = (sub: string) => `pdv:tour-seen:${sub}`;
const listeners = new Set<() => void>();
let forced = false;

export function hasSeenTour(sub: string): boolean {
  try {
    return localStorage.getItem(KEY(sub)) === '1';
  } catch {
    return true;
  }
}

export function markTourSeen(sub: string): void {
  forced = false;
  try {
    localStorage.setItem(KEY(sub), '1');
  } catch {
    // Private mode without storage: the tour simply shows again next time.
  }
  for (const listener of listeners) listener();
}

export function replayTour(): void {
  forced = true;
  for (const listener of listeners) listener();
}

export const tourStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isForced: () => forced,
};
