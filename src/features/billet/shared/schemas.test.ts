import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deletedCount } from '../upload/api';
import { rejectedRowsOf } from '../upload/use-rejected-rows';
import { UploadResultSchema } from './schemas';

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
