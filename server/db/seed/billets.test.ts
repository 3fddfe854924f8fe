import { describe, expect, it } from 'vitest';
import { isBankDay } from '../../domain/bank-calendar.ts';
import { readCnab240, readCnab400 } from '../../domain/cnab/index.ts';
import * as t from '../schema/index.ts';
import { buildSeed } from './index.ts';

const seed = buildSeed('2026-11-23', new Date('2026-11-23T12:00:00-03:00'));
const rows = <T>(table: unknown) => (seed.find((s) => s.table === table)?.rows ?? []) as T[];
const billets = rows<typeof t.billet.$inferInsert>(t.billet);
const events = rows<typeof t.billet_event.$inferInsert>(t.billet_event);
const files = rows<typeof t.return_file.$inferInsert>(t.return_file);
const sales = rows<typeof t.card_transaction.$inferInsert>(t.card_transaction);

describe('seeded boletos', () => {
  it('merchant 1 has boletos in every status over 13 months; merchants 2 and 3 have only link boletos', () => {
    const mine = billets.filter((b) => b.merchant_id === 1);
    expect(new Set(mine.map((b) => b.status))).toEqual(
      new Set(['WAITING_REGISTER', 'WAITING_RETURN', 'PAID', 'DOWNED']),
    );
    expect(mine.map((b) => b.due_date as string).sort()[0]! < '2025-11-23').toBe(true);
    expect(billets.filter((b) => b.merchant_id !== 1 && b.payment_id === null)).toEqual([]);
    expect(mine.some((b) => b.penalty_type !== 3 && b.fees_type !== 5)).toBe(true);
    expect(mine.some((b) => b.registration_error !== undefined && b.registration_error !== null)).toBe(true);
  });

  it("every boleto sale's bank_billet_id is a paid boleto of the same merchant and amount", () => {
    const byId = new Map(billets.map((b) => [b.id, b]));
    const boletoSales = sales.filter((s) => s.bank_billet_id !== null && s.bank_billet_id !== undefined);
    expect(boletoSales.length).toBeGreaterThan(1_000);
    for (const sale of boletoSales) {
      const b = byId.get(sale.bank_billet_id as number);
      expect(b?.merchant_id, String(sale.transaction_id)).toBe(sale.merchant_id);
      if (b?.payment_id === null) expect([b.status, b.paid_cents]).toEqual(['PAID', sale.amount_cents]);
    }
  });

  it('return files hold every past bank movement, and read back with trailers that match', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(new Set(files.map((f) => f.layout))).toEqual(new Set(['CNAB240', 'CNAB400']));
    const filed = events.filter((e) => e.return_file_id !== null);
    expect(filed.every((e) => e.movement !== null)).toBe(true);
    // The bank writes files only on the days it works: no weekend, no bank holiday.
    expect(files.map((f) => f.date as string).filter((day) => !isBankDay(day))).toEqual([]);
    for (const file of files.slice(0, 40)) {
      const read = file.layout === 'CNAB240' ? readCnab240(file.content) : readCnab400(file.content);
      const mine = filed.filter((e) => e.return_file_id === file.id);
      expect(read.details).toHaveLength(mine.length);
      expect(read.details.map((d) => d.movement).sort()).toEqual(mine.map((e) => e.movement).sort());
      const face = read.details.reduce((sum, d) => sum + d.face_cents, 0);
      expect('face_cents' in read.trailer ? read.trailer.face_cents : -1).toBe(face);
    }
  });
});
