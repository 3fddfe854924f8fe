import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { seedCutoff } from '../index.ts';
import { ACCREDITOR } from '../../domain/receivable-codes.ts';
import { ARRANGEMENTS, BLOCK_TYPES } from '../../../contract/receivable-codes.ts';
import { BENEFICIARIES } from './contract-effects.ts';
import { buildSeed } from './index.ts';
import { BRAND, OPERATION } from '../../../contract/codes/lookups.ts';
import { Rng } from './prng.ts';
import { arrangementOf, mdrCents, receivableSchedule, splitCents } from '../../domain/settlement.ts';

describe('settlement rules (docs/domain.md, "Settlement rhythm")', () => {
  it('settles debit at D+1, credit à vista at D+30 and installment n at D+30·n', () => {
    const offsets = (operationId: number, installments: number) =>
      receivableSchedule({ operationId, installments, amountCents: 10_000, mdrCents: 300 }).map((r) => r.offset_days);
    expect(offsets(OPERATION.DEBIT, 1)).toEqual([1]);
    expect(offsets(OPERATION.CREDIT, 1)).toEqual([30]);
    expect(offsets(OPERATION.INSTALLMENTS, 4)).toEqual([30, 60, 90, 120]);
    expect(offsets(OPERATION.INSTALLMENTS, 12).at(-1)).toBe(360);
    expect(offsets(OPERATION.BOLETO, 1)).toEqual([1]);
  });

  it('splits gross and MDR so the installments add up to the sale to the cent', () => {
    const rng = new Rng('settlement-test');
    for (let i = 0; i < 2_000; i++) {
      const amountCents = rng.int(1, 2_000_000);
      const installments = rng.int(2, 12);
      const mdr = mdrCents(amountCents, rng.int(100, 700));
      const schedule = receivableSchedule({
        operationId: OPERATION.INSTALLMENTS,
        installments,
        amountCents,
        mdrCents: mdr,
      });
      expect(schedule).toHaveLength(installments);
      const total = (key: 'gross_cents' | 'mdr_cents' | 'net_cents') => schedule.reduce((s, r) => s + r[key], 0);
      expect([total('gross_cents'), total('mdr_cents'), total('net_cents')]).toEqual([
        amountCents,
        mdr,
        amountCents - mdr,
      ]);
      expect(schedule.every((r) => Number.isInteger(r.net_cents) && r.net_cents === r.gross_cents - r.mdr_cents)).toBe(
        true,
      );
      // Equal shares; the first takes the remainder.
      const rest = schedule.slice(1).map((r) => r.gross_cents);
      expect(new Set(rest).size).toBe(1);
      expect((schedule[0]?.gross_cents ?? 0) - (rest[0] ?? 0)).toBe(amountCents % installments);
    }
  });

  it('splits 100 cents in 3 as 34 + 33 + 33', () => {
    expect(splitCents(100, 3)).toEqual([34, 33, 33]);
    expect(splitCents(5, 1)).toEqual([5]);
  });

  it('rounds the MDR half up in cents: R$ 47,00 at 2,69 % is R$ 1,26', () => {
    expect(mdrCents(4_700, 269)).toBe(126);
    expect(mdrCents(50, 100)).toBe(1); // 0.5 → 1
  });

  it('maps brand × operation to the eight arrangement codes of requirements §5', () => {
    const code = (brand: number, op: number) =>
      ARRANGEMENTS.find((a) => a.id === arrangementOf(brand, op))?.code ?? null;
    expect(code(BRAND.MASTERCARD, OPERATION.DEBIT)).toBe('MCD');
    expect(code(BRAND.MASTERCARD, OPERATION.INSTALLMENTS)).toBe('MCC');
    expect(code(BRAND.VISA, OPERATION.DEBIT)).toBe('VCD');
    expect(code(BRAND.VISA, OPERATION.CREDIT)).toBe('VCC');
    expect(code(BRAND.ELO, OPERATION.DEBIT)).toBe('ECD');
    expect(code(BRAND.ELO, OPERATION.CREDIT)).toBe('ECC');
    expect(code(BRAND.HIPERCARD, OPERATION.CREDIT)).toBe('HCC');
    expect(code(BRAND.AMEX, OPERATION.INSTALLMENTS)).toBe('ACC');
    expect(arrangementOf(null, OPERATION.BOLETO)).toBeNull();
    expect(ARRANGEMENTS.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('receivables code lists', () => {
  it('labels all 23 block reasons, distinctly, including the ones the spec names', () => {
    expect(BLOCK_TYPES.map((b) => b.id)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(new Set(BLOCK_TYPES.map((b) => b.description)).size).toBe(23);
    const labels = BLOCK_TYPES.map((b) => b.description.toLowerCase());
    for (const named of [
      'venda contestada',
      'cancelamento',
      'aguardando documentação',
      'valor retido de chargeback',
      'estorno de venda',
      'pago por prescrição',
      'não capturado no adquirente',
    ]) {
      expect(labels).toContain(named);
    }
  });

  it('registers effects for beneficiaries with valid CNPJs', () => {
    for (const { doc } of [...Object.values(BENEFICIARIES), { doc: ACCREDITOR.document }])
      expect(isValidCnpj(doc)).toBe(true);
  });
});

describe('derived seed', () => {
  const TODAY = '2026-03-10';
  const tables = (today: string) => new Map(buildSeed(today, seedCutoff(today)).map((s) => [s.table, s.rows]));

  it('is deterministic for the same today', () => {
    const digest = (today: string) =>
      JSON.stringify(
        [...tables(today)]
          .slice(-6)
          .map(([, rows]) => [rows.length, rows.at(0), rows.at(-1), rows.at(rows.length >> 1)]),
      );
    expect(digest(TODAY)).toBe(digest(TODAY));
  });
});
