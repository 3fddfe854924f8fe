import { addDays } from '@/lib/dates';
import { appendRows, emptyDay, truncateDay, type CopyRow, type DayPart } from './day-part';

/** The days kept: today and the 29 before it (São Paulo), like the filters' "últimos 30 dias". */
export const COPY_DAYS = 30;
/**
 * The contract has no "changed since" parameter: each sync fetches the last two days again
 * (today's new sales, yesterday's late cancellations); older days are fetched once.
 */
const REFRESH_DAYS = 2;
/** At most this many sales on the device: above it the newest are kept and the screen says so. */
export const COPY_CAP = 50_000;

export interface SyncDeps {
  /** Today in São Paulo, 'YYYY-MM-DD'. */
  today: string;
  now: () => number;
  /** One page of one day's sales (all statuses), newest first. */
  fetchPage: (day: string, page: number) => Promise<{ data: CopyRow[]; total: number }>;
  /** Stores a day; false when the device refused it (full) or logout closed the store. */
  write: (day: string, part: DayPart) => Promise<boolean>;
  remove: (days: readonly string[]) => Promise<void>;
  /** Resolves when the next page may be asked for (the screen in use goes first). */
  idle: () => Promise<void>;
  /** Logout, or the app stopped the sync. */
  stopped: () => boolean;
  /** The copy changed (a page arrived, a day was cut or dropped): the search sees it at once. */
  onChange: () => void;
}

export type SyncResult =
  | { status: 'done' }
  | { status: 'stopped' }
  | { status: 'failed'; error: unknown }
  /** The device refused a write: the copy keeps what it has. */
  | { status: 'storage-full' };

/** The copy's days, newest first. */
export function copyDays(today: string): string[] {
  return Array.from({ length: COPY_DAYS }, (_, back) => addDays(today, -back));
}

/**
 * Brings `parts` (the copy as loaded, by day; updated in place) up to date, newest day first so
 * the sales a customer most likely asks about arrive first. Days are fetched page by page and a
 * new day is stored after each page, so an interrupted sync (a reload, the network gone) resumes
 * at the page it stopped at. A day already complete is kept as is, except the last two, which are
 * fetched again aside and swapped in when complete (the old one stays searchable meanwhile).
 * Days out of the window, and beyond the cap, are deleted.
 */
export async function syncCopy(parts: Map<string, DayPart>, deps: SyncDeps, cap = COPY_CAP): Promise<SyncResult> {
  const days = copyDays(deps.today);
  await dropDays(
    parts,
    [...parts.keys()].filter((day) => !days.includes(day)),
    deps,
  );
  let kept = 0;
  for (const [index, day] of days.entries()) {
    const room = cap - kept;
    if (room <= 0) {
      await dropDays(parts, days.slice(index), deps);
      break;
    }
    const old = parts.get(day);
    const keep = old?.complete && index >= REFRESH_DAYS && !(old.cut && old.id.length < room);
    if (old && keep) {
      if (old.id.length > room && !(await store(parts, truncateDay(old, room), deps))) return refused(deps);
      kept += Math.min(old.id.length, room);
      continue;
    }
    // An incomplete day resumes; a complete one (recent, or cut with room now) is fetched aside.
    const part = old && !old.complete ? old : emptyDay(day, deps.now());
    const result = await fetchDay(parts, part, room, !old?.complete, deps);
    if (result) return result;
    kept += part.id.length;
  }
  return { status: 'done' };
}

/** Fetches a day's remaining pages; undefined when it is complete, else why it stopped. */
async function fetchDay(
  parts: Map<string, DayPart>,
  part: DayPart,
  room: number,
  storeEachPage: boolean,
  deps: SyncDeps,
): Promise<SyncResult | undefined> {
  while (!part.complete) {
    await deps.idle();
    if (deps.stopped()) return { status: 'stopped' };
    let page: { data: CopyRow[]; total: number };
    try {
      page = await deps.fetchPage(part.day, part.nextPage);
    } catch (error) {
      return deps.stopped() ? { status: 'stopped' } : { status: 'failed', error };
    }
    if (deps.stopped()) return { status: 'stopped' };
    const before = part.id.length;
    const overflow = appendRows(part, page.data, room);
    part.seen += page.data.length;
    part.total = page.total;
    part.nextPage += 1;
    const full = part.id.length >= room;
    part.cut = overflow || (full && part.seen < page.total);
    // Trust `total` and the page received, whatever page size the server applied. A page of
    // rows already held means the server ignores paging: stop rather than loop.
    part.complete = full || page.data.length === 0 || part.seen >= page.total || part.id.length === before;
    if ((storeEachPage || part.complete) && !(await store(parts, part, deps))) return refused(deps);
  }
  return undefined;
}

async function store(parts: Map<string, DayPart>, part: DayPart, deps: SyncDeps): Promise<boolean> {
  if (!(await deps.write(part.day, part))) return false;
  parts.set(part.day, part);
  deps.onChange();
  return true;
}

/** A write that stored nothing: logout closed the store, or the device is full. */
const refused = (deps: SyncDeps): SyncResult => (deps.stopped() ? { status: 'stopped' } : { status: 'storage-full' });

async function dropDays(parts: Map<string, DayPart>, days: readonly string[], deps: SyncDeps): Promise<void> {
  const held = days.filter((day) => parts.has(day));
  if (held.length === 0) return;
  await deps.remove(held);
  for (const day of held) parts.delete(day);
  deps.onChange();
}
