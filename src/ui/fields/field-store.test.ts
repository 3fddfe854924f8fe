import { afterEach, describe, expect, it } from 'vitest';
import type { ListColumn } from '@/ui/data-list/types';
import {
  choiceOf,
  fieldChoiceKey,
  fieldItems,
  moveItem,
  parseFieldChoice,
  readFieldChoiceRaw,
  visibleColumns,
  writeFieldChoice,
} from './field-store';

const column = (id: string, defaultVisible?: boolean): ListColumn<unknown> => ({
  id,
  label: id.toUpperCase(),
  value: () => id,
  defaultVisible,
});
const COLUMNS = [column('a'), column('b'), column('c', false), column('d')];
const ids = (columns: readonly ListColumn<unknown>[]) => columns.map((c) => c.id);

afterEach(() => localStorage.clear());

describe('field choice', () => {
  it('without a choice: the screen order and defaults', () => {
    expect(ids(visibleColumns(COLUMNS, null))).toEqual(['a', 'b', 'd']);
  });

  it("follows the user's order and hidden fields", () => {
    expect(ids(visibleColumns(COLUMNS, { order: ['d', 'c', 'b', 'a'], hidden: ['b'] }))).toEqual(['d', 'c', 'a']);
  });

  it('appends columns added later with their default, ignores removed ones', () => {
    const items = fieldItems(COLUMNS, { order: ['b', 'gone', 'a'], hidden: [] });
    expect(items.map((item) => [item.column.id, item.visible])).toEqual([
      ['b', true],
      ['a', true],
      ['c', false],
      ['d', true],
    ]);
  });

  it('round-trips through choiceOf', () => {
    const choice = { order: ['d', 'a', 'b', 'c'], hidden: ['a'] };
    expect(choiceOf(fieldItems(COLUMNS, choice))).toEqual(choice);
  });

  it('moves items by one, clamped at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('storage', () => {
  it("keeps each user's choice under a key with their sub", () => {
    writeFieldChoice('user-1', 'transactions', { order: ['a'], hidden: [] });
    writeFieldChoice('user-2', 'transactions', { order: ['b'], hidden: ['b'] });

    expect(localStorage.getItem(fieldChoiceKey('user-1', 'transactions'))).toContain('"a"');
    expect(parseFieldChoice(readFieldChoiceRaw('user-2', 'transactions'))).toEqual({ order: ['b'], hidden: ['b'] });
    expect(readFieldChoiceRaw('user-1', 'statement')).toBeNull();
  });

  it('null deletes the choice; a damaged record reads as no choice', () => {
    writeFieldChoice('u', 'x', { order: ['a'], hidden: [] });
    writeFieldChoice('u', 'x', null);
    expect(readFieldChoiceRaw('u', 'x')).toBeNull();
    localStorage.setItem(fieldChoiceKey('u', 'x'), '{"order":3}');
    expect(parseFieldChoice(readFieldChoiceRaw('u', 'x'))).toBeNull();
    expect(parseFieldChoice('not json')).toBeNull();
  });
});
