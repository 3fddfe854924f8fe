import { del, getMany, set } from 'idb-keyval';
import { isLastSession, type LastSession } from '../last-session';
import { LAST_SESSION_KEY, SNAPSHOT_KEY } from '../keys';
import { isSnapshotNode, type SnapshotNode } from './tree';

/**
 * The last screen a user saw with its data, painted at an offline start while the app boots, so
 * cached figures are on screen in a few hundred milliseconds instead of a second
 * (docs/decisions/011-offline-snapshot.md). It is the persisted read cache in another shape, so
 * it lives beside it in IndexedDB and follows its rules: one user, wiped at logout and when
 * another user signs in, discarded by another build.
 */
export interface ScreenSnapshot {
  sub: string;
  merchantId: number;
  /** The build that rendered it: CSS class names belong to one build. */
  buster: string;
  /** `pathname + search` of the screen; painted only for the same address. */
  path: string;
  /** Viewport width at capture: the shell's layout (sidebar or drawer) depends on it. */
  width: number;
  /** `#root`'s content (see capture.ts). */
  tree: SnapshotNode[];
  /** The stylesheets the screen had loaded (its route chunks' CSS), with their rules as text. */
  stylesheets: SnapshotStylesheet[];
  /** `document.title` of the screen. */
  title: string;
  /** When the data on screen was fetched, for "offline — dados de {data hora}". */
  dataUpdatedAt: number;
  savedAt: number;
}

export interface SnapshotStylesheet {
  /** The link's `href` attribute as written, to tell which are already on the page. */
  href: string;
  css: string;
}

/** What main.tsx needs to decide on a paint, read in one IndexedDB round trip. */
export interface StartRecords {
  last?: LastSession;
  snapshot?: ScreenSnapshot;
}

export async function writeSnapshot(snapshot: ScreenSnapshot): Promise<void> {
  try {
    await set(SNAPSHOT_KEY, snapshot);
  } catch (error) {
    // Storage full or blocked: only a faster offline start is lost.
    console.warn('Falha ao salvar a última tela', error);
  }
}

export async function readStartRecords(): Promise<StartRecords> {
  try {
    const [last, snapshot] = await getMany<unknown>([LAST_SESSION_KEY, SNAPSHOT_KEY]);
    return { last: isLastSession(last) ? last : undefined, snapshot: isScreenSnapshot(snapshot) ? snapshot : undefined };
  } catch {
    return {};
  }
}

export async function deleteSnapshot(): Promise<void> {
  try {
    await del(SNAPSHOT_KEY);
  } catch (error) {
    console.warn('Falha ao apagar a última tela', error);
  }
}

export function isScreenSnapshot(value: unknown): value is ScreenSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.merchantId === 'number' &&
    typeof v.buster === 'string' &&
    typeof v.path === 'string' &&
    typeof v.width === 'number' &&
    Array.isArray(v.tree) &&
    v.tree.every(isSnapshotNode) &&
    Array.isArray(v.stylesheets) &&
    v.stylesheets.every(isStylesheet) &&
    typeof v.title === 'string' &&
    typeof v.dataUpdatedAt === 'number' &&
    typeof v.savedAt === 'number'
  );
}

function isStylesheet(value: unknown): value is SnapshotStylesheet {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.href === 'string' && typeof v.css === 'string';
}
