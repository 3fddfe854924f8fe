import { describe, expect, it } from 'vitest';
import { dayTitle } from './day-title';

describe('dayTitle', () => {
  const now = Date.parse('2026-11-26T15:00:00Z');

  it('names today, yesterday and tomorrow, and the weekday of any other day', () => {
    expect(dayTitle('2026-11-26', now)).toBe('Hoje, 26/11/2026');
    expect(dayTitle('2026-11-25', now)).toBe('Ontem, 25/11/2026');
    expect(dayTitle('2026-11-27', now)).toBe('Amanhã, 27/11/2026');
    expect(dayTitle('2026-11-23', now)).toBe('Segunda-feira, 23/11/2026');
    expect(dayTitle('2026-12-05', now)).toBe('Sábado, 05/12/2026');
  });

  it("counts days on São Paulo's calendar: 23:30 there is still the 25th", () => {
    expect(dayTitle('2026-11-25', Date.parse('2026-11-26T02:30:00Z'))).toBe('Hoje, 25/11/2026');
  });
});
