import { SNAPSHOT_KEY } from '../keys';
import type { SnapshotNode } from './tree';

/**
 * The last screen a user saw with its data, painted at an offline start while the app boots, so
 * cached figures are on screen in a few hundred milliseconds instead of a second
 * (docs/decisions/011-offline-snapshot.md). It is the persisted read cache in another shape and
 * follows its rules: one user's, wiped at logout and when another user signs in, discarded by
 * another build. It is kept in localStorage, not IndexedDB: an offline start reads it
 * synchronously, where opening IndexedDB and reading would take 40–130 ms at 4× CPU slowdown,
 * a third of the 400 ms budget.
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
  /** `#root`'s content (see capture.ts). Checked node by node when painted (paint-tree.ts). */
  tree: SnapshotNode[];
  /** Every distinct stylesheet the screen used, as text (sheets.ts); parsed and sanitized when painted. */
  styles: string[];
  /** The document-level ones among `styles` (chunk CSS, Ionic's scoped styles), in cascade order. */
  sheets: number[];
  /** The custom properties set on `<html>` (the operator's brand colours). */
  rootStyle: string;
  /** `document.title` of the screen. */
  title: string;
  /** When the data on screen was fetched, for "offline — dados de {data hora}". */
  dataUpdatedAt: number;
  savedAt: number;
}

/**
 * The stylesheets are stored under a key of their own and rewritten only when they change: they
 * are most of the record (Ionic's component styles) and rarely change within a visit, and writing
 * them again at every capture cost ~8 ms of main thread at 4× CPU slowdown. The record names the
 * styles it goes with; a record whose styles are missing or another's is not painted.
 */
const STYLES_KEY = `${SNAPSHOT_KEY}:styles`;
let written: { id: string; styles: readonly string[] } | undefined;

export function writeSnapshot(snapshot: ScreenSnapshot): void {
  try {
    const { styles, ...rest } = snapshot;
    let id = written && sameStyles(written.styles, styles) ? written.id : undefined;
    if (id === undefined) {
      id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      localStorage.setItem(STYLES_KEY, JSON.stringify({ id, styles }));
      written = { id, styles };
    }
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...rest, stylesId: id }));
  } catch (error) {
    // Storage full or blocked: only a faster offline start is lost (and no stale copy is kept).
    deleteSnapshot();
    console.warn('Falha ao salvar a última tela', error);
  }
}

/** The same texts: read from the same cached sheets, the strings are the same objects (cheap). */
function sameStyles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((text, index) => text === b[index]);
}

/**
 * The stored snapshot, if there is one and its envelope is well formed. Its tree and styles are not
 * trusted here: painting checks every node, attribute and rule (a bad one is left out).
 */
export function readSnapshot(): ScreenSnapshot | undefined {
  try {
    const stored = localStorage.getItem(SNAPSHOT_KEY);
    const storedStyles = localStorage.getItem(STYLES_KEY);
    if (stored === null || storedStyles === null) return undefined;
    const record = JSON.parse(stored) as Record<string, unknown>;
    const styles = JSON.parse(storedStyles) as Record<string, unknown>;
    if (typeof record !== 'object' || record === null || typeof styles !== 'object' || styles === null)
      return undefined;
    if (typeof record.stylesId !== 'string' || record.stylesId !== styles.id) return undefined;
    const { stylesId: _, ...rest } = record;
    const value: unknown = { ...rest, styles: styles.styles };
    return isScreenSnapshot(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function deleteSnapshot(): void {
  written = undefined;
  try {
    localStorage.removeItem(SNAPSHOT_KEY);
    localStorage.removeItem(STYLES_KEY);
  } catch {
    // Blocked storage holds no snapshot either.
  }
}

function isScreenSnapshot(value: unknown): value is ScreenSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.merchantId === 'number' &&
    typeof v.buster === 'string' &&
    typeof v.path === 'string' &&
    typeof v.width === 'number' &&
    Array.isArray(v.tree) &&
    Array.isArray(v.styles) &&
    v.styles.every((style) => typeof style === 'string') &&
    Array.isArray(v.sheets) &&
    v.sheets.every((index) => typeof index === 'number') &&
    typeof v.rootStyle === 'string' &&
    typeof v.title === 'string' &&
    typeof v.dataUpdatedAt === 'number' &&
    typeof v.savedAt === 'number'
  );
}
