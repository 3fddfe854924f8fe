import { describe, expect, it } from 'vitest';
import { formatDigitableLine } from './digitable-line';

describe('formatDigitableLine', () => {
  it("groups docs/domain.md's vector as banks print it", () => {
    expect(formatDigitableLine('10492006506100010004200997263900989810000021403')).toBe(
      '10492.00650 61000.100042 00997.263900 9 89810000021403',
    );
  });

  it('leaves anything else as it came', () => {
    expect(formatDigitableLine('123')).toBe('123');
  });
});
