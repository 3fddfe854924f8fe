import type { ListColumn } from '@/ui/data-list/types';

/**
 * The fields a user chose for a list (which show, in which order), kept per user on this
 * device in localStorage. The key carries the user's `sub` so two people sharing a phone keep
 * their own choice. Every change is saved at once, so there is never an unsaved choice to keep
 * as a draft (decision 023). Logout deletes it with every other `pdv:` key in localStorage
 * (`wipeOfflineData`).
 */
export interface FieldChoice {
  /** Every known field id, in the user's order. */
  order: string[];
  /** Ids the user switched off. */
  hidden: string[];
}

export const fieldChoiceKey = (sub: string, listId: string): string => `pdv:fields:${sub}:${listId}`;

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function subscribeFieldChoices(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('pdv:fields:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function isChoice(value: unknown): value is FieldChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { order, hidden } = value as Partial<FieldChoice>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return strings(order) && strings(hidden);
}

/** The stored text (stable between reads, for useSyncExternalStore), or null. */
export function readFieldChoiceRaw(sub: string, listId: string): string | null {
  try {
    return localStorage.getItem(fieldChoiceKey(sub, listId));
  } catch {
    return null;
  }
}

export function parseFieldChoice(raw: string | null): FieldChoice | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeFieldChoice(sub: string, listId: string, choice: FieldChoice | null): void {
  try {
    if (choice === null) localStorage.removeItem(fieldChoiceKey(sub, listId));
    else localStorage.setItem(fieldChoiceKey(sub, listId), JSON.stringify(choice));
  } catch {
    // No storage (private mode): the choice lasts until the page reloads.
  }
  emit();
}

export interface FieldItem<T> {
  column: ListColumn<T>;
  visible: boolean;
}

/**
 * Every column in the user's order with its visibility. Columns the choice does not know (added
 * by a later version) come last with their default visibility; ids of columns that no longer
 * exist are ignored. Without a choice: the screen's order and defaults.
 */
export function fieldItems<T>(columns: readonly ListColumn<T>[], choice: FieldChoice | null): FieldItem<T>[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const known = choice ? choice.order.filter((id) => byId.has(id)) : [];
  const rest = columns.filter((column) => !known.includes(column.id));
  const hidden = new Set(choice?.hidden ?? []);
  return [
    ...known.map((id) => ({ column: byId.get(id) as ListColumn<T>, visible: !hidden.has(id) })),
    ...rest.map((column) => ({ column, visible: column.defaultVisible !== false })),
  ];
}

/** The visible columns, in order. */
export const visibleColumns = <T>(columns: readonly ListColumn<T>[], choice: FieldChoice | null): ListColumn<T>[] =>
  fieldItems(columns, choice)
    .filter((item) => item.visible)
    .map((item) => item.column);

/** The choice that stores `items` as they are. */
export const choiceOf = <T>(items: readonly FieldItem<T>[]): FieldChoice => ({
  order: items.map((item) => item.column.id),
  hidden: items.filter((item) => !item.visible).map((item) => item.column.id),
});

/** `items` with the one at `index` moved by `delta` places (clamped). */
export function moveItem<I>(items: readonly I[], index: number, delta: number): I[] {
  const target = Math.min(items.length - 1, Math.max(0, index + delta));
  const out = [...items];
  const [moved] = out.splice(index, 1);
  if (moved !== undefined) out.splice(target, 0, moved);
  return out;
}
