import { describe, expect, it } from 'vitest';
import { situationOf, situationText } from './situation';

describe('situation of a receivable', () => {
  it('blocked wins over paid; anticipation is noted', () => {
    expect(situationOf({ blocked: true, paid: true })).toBe('blocked');
    expect(situationText({ blocked: false, paid: true, anticipation: false })).toBe('Pago');
    expect(situationText({ blocked: false, paid: false, anticipation: true })).toBe('A receber (antecipado)');
    expect(situationText({ blocked: true, paid: false, anticipation: true })).toBe('Bloqueado');
  });
});
