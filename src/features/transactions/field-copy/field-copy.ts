import { createFieldCopyStore, type FieldCopyStore } from '@/offline/field-copy-store';
import { copyDays } from './sync';
import { readDayPart, type DayPart } from './day-part';
import { newestFirst } from './search';
import { today } from '@/lib/dates';

/** What the screen shows of the copy; a new object at every change (for useSyncExternalStore). */
export interface FieldCopySnapshot {
  /** Read from the device (until then the copy is unknown, not empty). */
  loaded: boolean;
  /** Newest day first. */
  parts: readonly DayPart[];
  sales: number;
  /** Days of the 30 that are on the device whole (or that the cap leaves out on purpose). */
  daysDone: number;
  syncing: boolean;
  /** When the newest complete day was fetched: "vendas até" that moment. */
  freshAt: number | null;
  /** The cap cut the copy: the oldest sales of the 30 days are not on the device. */
  capped: boolean;
  /** Why the last sync stopped short, if it did (what is on the device stays). */
  problem: 'network' | 'storage' | null;
}

/** Before the copy is read from the device. */
export const NOT_LOADED: FieldCopySnapshot = {
  loaded: false,
  parts: [],
  sales: 0,
  daysDone: 0,
  syncing: false,
  freshAt: null,
  capped: false,
  problem: null,
};

/**
 * The field copy of one user on one merchant in this page: its days as stored, and what the
 * sync is doing. One instance per user and merchant, shared by the sync (started by the app
 * shell) and the search (the transactions screen).
 */
export class FieldCopy {
  readonly store: FieldCopyStore;
  readonly parts = new Map<string, DayPart>();
  private snapshot: FieldCopySnapshot = NOT_LOADED;
  private loading: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(sub: string, merchantId: number) {
    this.store = createFieldCopyStore(sub, merchantId);
  }

  /** Reads the copy from the device, once; parts of another shape are ignored (and refetched). */
  load(): Promise<void> {
    this.loading ??= this.store.readAll().then((stored) => {
      for (const [name, value] of stored) {
        const part = readDayPart(value);
        if (part && part.day === name) this.parts.set(name, part);
      }
      this.update({ loaded: true });
    });
    return this.loading;
  }

  getSnapshot = (): FieldCopySnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Recomputes the snapshot from the parts (after a page, a day, a sync's start or end). */
  update(patch: Partial<Pick<FieldCopySnapshot, 'loaded' | 'syncing' | 'problem'>> = {}): void {
    const parts = newestFirst(this.parts.values());
    const window = copyDays(today());
    const cutDay = parts.find((part) => part.cut)?.day;
    const done = window.filter((day) => this.parts.get(day)?.complete || (cutDay !== undefined && day < cutDay));
    this.snapshot = {
      ...this.snapshot,
      ...patch,
      parts,
      sales: parts.reduce((sum, part) => sum + part.id.length, 0),
      daysDone: done.length,
      freshAt: parts.find((part) => part.complete)?.fetchedAt ?? null,
      capped: cutDay !== undefined,
    };
    for (const listener of [...this.listeners]) listener();
  }
}

const copies = new Map<string, FieldCopy>();

/** The copy of this user on this merchant (the same instance for the sync and the screen). */
export function fieldCopyOf(sub: string, merchantId: number): FieldCopy {
  const key = `${sub}:${merchantId}`;
  let copy = copies.get(key);
  if (!copy) {
    copy = new FieldCopy(sub, merchantId);
    copies.set(key, copy);
  }
  return copy;
}
