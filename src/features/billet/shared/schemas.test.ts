import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deletedCount } from '../upload/api';
import { rejectedRowsOf } from '../upload/use-rejected-rows';
import { BilletListSchema, UploadResultSchema } from './schemas';
import { termsText } from './terms-text';

describe('the upload answer (spec §5 needs only its message)', () => {
  it('reads an answer with nothing but the message: no refused rows to fix', () => {
    const parsed = v.safeParse(UploadResultSchema, { message: 'File uploaded successfully!' });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.output.errors).toEqual([]);
    expect(rejectedRowsOf('boletos.csv', parsed.output)).toEqual([]);
  });

  it("keeps the sandbox's refused rows with their messages when they come", () => {
    const parsed = v.parse(UploadResultSchema, {
      message: 'File uploaded successfully! 1 row refused',
      imported: 2,
      rejected_count: 1,
      errors: [{ row: 3, field: 'payer.document', message: 'CPF inválido' }],
      rejected: [{ row: 3, billet: { amount: 1000 } }],
    });
    expect(rejectedRowsOf('b.csv', parsed, 1).map((r) => [r.row, r.messages])).toEqual([
      [3, ['payer.document: CPF inválido']],
    ]);
  });

  it('still refuses an answer without a message', () => {
    expect(v.safeParse(UploadResultSchema, { imported: 2 }).success).toBe(false);
  });
});

describe('the count of a DELETE of boletos (an extra)', () => {
  it('is read when the backend gives it, and absent otherwise', () => {
    expect(deletedCount({ deleted: 4 })).toBe(4);
    expect(deletedCount(null)).toBeUndefined();
    expect(deletedCount({ message: 'ok' })).toBeUndefined();
    expect(deletedCount({ deleted: -1 })).toBeUndefined();
  });
});

describe('a boleto list from a backend that sends only spec §3', () => {
  const minimal = {
    billet_id: 1,
    created_date: '2026-11-20',
    due_date: '2026-12-10',
    liquidation_date: null,
    billet_payer: 'Ana Souza',
    billet_payer_document: '52998224725',
    billet_payer_email: null,
    billet_value: 15_000,
    bank_billet_layout_id: 1,
    billet_status: 'WAITING_RETURN',
    with_penalty_fees_discounts: true,
  };

  it('is read, not refused as an unexpected answer; the extras are absent', () => {
    const parsed = v.safeParse(BilletListSchema, { data: [minimal], total: 1 });
    expect(parsed.success).toBe(true);
    const row = parsed.success ? parsed.output.data[0] : undefined;
    expect(row).toMatchObject({ our_number: null, paid_value: null, second_copy: false });
    expect(row?.history).toBeUndefined();
    // 'With terms' said without which: told as such.
    expect(row && termsText(row)).toBe('Sim');
  });

  it('still refuses a row without a spec §3 field', () => {
    const { billet_value: _, ...missing } = minimal;
    expect(v.safeParse(BilletListSchema, { data: [missing], total: 1 }).success).toBe(false);
  });
});
