import { describe, it } from 'vitest';
import { expectWhole, sandboxAnswer } from '@/api/shapes/testing/sandbox';
import { ContractEffectDetailSchema, ContractEffectListSchema } from './schemas';

// The app words effect types and operations itself (lib/cerc).
const LABELS = ['effect_type_label', 'operation_label'];

describe('contract effect schemas', () => {
  it('keep every field of a real list and detail answer', () => {
    expectWhole(ContractEffectListSchema, [sandboxAnswer(/^\/v1\/app\/contract_effect\?/)]);
    expectWhole(ContractEffectDetailSchema, [sandboxAnswer(/^\/v1\/app\/contract_effect\/\d+$/)], LABELS);
  });
});
