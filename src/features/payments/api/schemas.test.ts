import { describe, it } from 'vitest';
import { expectWhole, sandboxAnswer } from '@/api/shapes/testing/sandbox';
import { PaymentDetailSchema, PaymentMonthSchema } from './schemas';

// The calendar words destinations itself and reads `paid`, not the status code.
const EXTRAS = ['destination_label', 'status'];

describe('payment schemas', () => {
  it('keep every field of a real month and payment answer', () => {
    expectWhole(PaymentMonthSchema, [sandboxAnswer(/^\/v1\/app\/payment\?/)]);
    expectWhole(PaymentDetailSchema, [sandboxAnswer(/^\/v1\/app\/payment\/\d+$/)], EXTRAS);
  });
});
