import { describe, expect, it } from 'vitest';
import { describeIdleLimit, idlePhase } from './idle-timer';

describe('idle clock (requirements §4 and §9)', () => {
  const start = 1_000_000;
  it('is active before the limit', () => {
    expect(idlePhase(start + 299_999, start, 300)).toEqual({ phase: 'active' });
  });
  it('warns with a 10-second countdown after the limit', () => {
    expect(idlePhase(start + 300_000, start, 300)).toEqual({ phase: 'warning', secondsLeft: 10 });
    expect(idlePhase(start + 305_500, start, 300)).toEqual({ phase: 'warning', secondsLeft: 5 });
    expect(idlePhase(start + 309_999, start, 300)).toEqual({ phase: 'warning', secondsLeft: 1 });
  });
  it('expires 10 seconds after the limit', () => {
    expect(idlePhase(start + 310_000, start, 300)).toEqual({ phase: 'expired' });
  });
  it('describes the limit in Portuguese', () => {
    expect(describeIdleLimit(300)).toBe('5 minutos');
    expect(describeIdleLimit(60)).toBe('1 minuto');
    expect(describeIdleLimit(5)).toBe('5 segundos');
  });
});
