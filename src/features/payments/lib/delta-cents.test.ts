import { describe, expect, it } from 'vitest';
import { deltaCents } from './delta-cents';

describe('deltaCents', () => {
  it('signs what a line adds or takes', () => {
    expect(deltaCents(1_200)).toBe('+R$\u00a012,00');
    expect(deltaCents(-967)).toBe('\u2212R$\u00a09,67');
    expect(deltaCents(0)).toBe('R$\u00a00,00');
  });
});
