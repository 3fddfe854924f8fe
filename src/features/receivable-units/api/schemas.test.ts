import { describe, it } from 'vitest';
import { expectWhole, sandboxAnswer } from '@/api/shapes/testing/sandbox';
import { ReceivableUnitDetailSchema } from './schemas';

describe('ReceivableUnitDetailSchema', () => {
  it('keeps every field of a real unit answer', () => {
    expectWhole(ReceivableUnitDetailSchema, [sandboxAnswer(/^\/v1\/app\/receivable_unit\/\d+$/)]);
  });
});
