import { useMemo, useSyncExternalStore } from 'react';
import { useSessionUser } from '@/auth';
import type { ListColumn } from '@/ui/data-list/types';
import {
  choiceOf,
  fieldItems,
  parseFieldChoice,
  readFieldChoiceRaw,
  subscribeFieldChoices,
  visibleColumns,
  writeFieldChoice,
  type FieldItem,
} from './field-store';

export interface FieldSelection<T> {
  /** What the list shows, in order. */
  visible: ListColumn<T>[];
  /** Every column with its visibility, in the user's order (the field-selection page). */
  items: FieldItem<T>[];
  save: (items: readonly FieldItem<T>[]) => void;
  /** Back to the screen's defaults (the stored choice is deleted). */
  reset: () => void;
  /** The user has a choice of their own. */
  customized: boolean;
}

/**
 * The signed-in user's fields for list `listId` ('transactions', 'statement', …), remembered on
 * this device. Both the list and its `…/fields` page read it, so a change shows at once.
 */
export function useFieldSelection<T>(listId: string, columns: readonly ListColumn<T>[]): FieldSelection<T> {
  const { sub } = useSessionUser();
  const raw = useSyncExternalStore(
    subscribeFieldChoices,
    () => readFieldChoiceRaw(sub, listId),
    () => null,
  );
  return useMemo(() => {
    const choice = parseFieldChoice(raw);
    return {
      visible: visibleColumns(columns, choice),
      items: fieldItems(columns, choice),
      save: (items) => writeFieldChoice(sub, listId, choiceOf(items)),
      reset: () => writeFieldChoice(sub, listId, null),
      customized: choice !== null,
    };
  }, [raw, columns, sub, listId]);
}
