import { describe, expect, it } from 'vitest';
import { fingerprint, mergeDraft, sameValues } from './draft-values';

describe('draft values', () => {
  it('compares values whatever their key order', () => {
    expect(sameValues({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValues({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(false);
  });

  it('fingerprints a record: the same values give the same print, a change another', () => {
    const link = { description: 'Bolo', amountCents: 4990 };
    expect(fingerprint(link)).toBe(fingerprint({ amountCents: 4990, description: 'Bolo' }));
    expect(fingerprint(link)).not.toBe(fingerprint({ ...link, amountCents: 4991 }));
  });

  it("lays a draft over the form's values, keeping the form's where the draft does not fit", () => {
    const form = { description: '', amountCents: null as number | null, methods: ['CARD'], reusable: false };
    const draft = { description: 'Bolo', amountCents: 4990, methods: 'PIX', reusable: false, removed: 'x' };
    expect(mergeDraft(form, draft)).toEqual({
      description: 'Bolo',
      amountCents: 4990,
      methods: ['CARD'],
      reusable: false,
    });
    expect(mergeDraft({ ...form, amountCents: 100 }, { amountCents: null })).toMatchObject({ amountCents: null });
  });
});
