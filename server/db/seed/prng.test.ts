import { describe, expect, it } from 'vitest';
import { Rng, weights } from './prng.ts';

describe('Rng', () => {
  it('is reproducible per label and differs between labels', () => {
    const draw = (label: string) => {
      const rng = new Rng(label);
      return Array.from({ length: 5 }, () => rng.float());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('draws fixed-length digit strings and respects weights', () => {
    const rng = new Rng('digits');
    for (let i = 0; i < 1000; i++) expect(rng.digits(12)).toMatch(/^\d{12}$/);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        rng.weighted(
          weights([
            ['a', 9],
            ['b', 1],
          ]),
        ) === 'a'
      )
        heavy++;
    expect(heavy / 10_000).toBeGreaterThan(0.87);
    expect(heavy / 10_000).toBeLessThan(0.93);
  });
});
