import { describe, expect, it } from 'vitest';
import { pageCountOf, pageItems, rangeText } from './pages';

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps around the current page, never hiding a single page', () => {
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('pageCountOf / rangeText', () => {
  it('counts pages and describes the rows shown in pt-BR', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(21, 10)).toBe(3);
    expect(rangeText(2, 10, 1234)).toBe('11–20 de 1.234');
    expect(rangeText(3, 10, 21)).toBe('21–21 de 21');
    expect(rangeText(1, 10, 0)).toBe('0 de 0');
  });
});
