import { describe, expect, it } from 'vitest';
import { isValidIsoDate, isoToBr, parseDateBr, toIsoDate } from './core';

describe('parseDateBr', () => {
  it('turns DD/MM/YYYY into YYYY-MM-DD', () => {
    expect(parseDateBr('21/11/2026')).toBe('2026-11-21');
    expect(parseDateBr(' 29/02/2024 ')).toBe('2024-02-29');
  });

  it('rejects dates that are not on the calendar or not in the format', () => {
    expect(parseDateBr('29/02/2026')).toBeNull();
    expect(parseDateBr('31/04/2026')).toBeNull();
    expect(parseDateBr('00/01/2026')).toBeNull();
    expect(parseDateBr('1/1/2026')).toBeNull();
    expect(parseDateBr('2026-11-21')).toBeNull();
    expect(parseDateBr('')).toBeNull();
  });

  it('accepts the DST-switch day whose midnight did not exist in São Paulo', () => {
    expect(parseDateBr('04/11/2018')).toBe('2018-11-04');
  });
});

describe('isoToBr / isValidIsoDate / toIsoDate', () => {
  it('converts valid ISO dates and refuses the rest', () => {
    expect(isoToBr('2026-11-21')).toBe('21/11/2026');
    expect(isoToBr('2026-13-01')).toBeNull();
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-2-28')).toBe(false);
  });

  it('reads either format a form may hold', () => {
    expect(toIsoDate('2026-11-21')).toBe('2026-11-21');
    expect(toIsoDate('21/11/2026')).toBe('2026-11-21');
    expect(toIsoDate('21-11-2026')).toBeNull();
  });
});
