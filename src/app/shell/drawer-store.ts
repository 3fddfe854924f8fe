import { useSyncExternalStore } from 'react';

/** Whether the phone drawer is open: the header's button opens it, a tapped link closes it. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const drawer = {
  open: () => set(true),
  close: () => set(false),
  toggle: () => set(!open),
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useDrawerOpen(): boolean {
  return useSyncExternalStore(drawer.subscribe, drawer.isOpen, drawer.isOpen);
}
