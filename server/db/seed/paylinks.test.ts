import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { paylinkStatus } from '../../domain/paylink.ts';
import { hasValidCrc } from '../../domain/pix.ts';
import { seedCutoff } from '../index.ts';
import * as t from '../schema/index.ts';
import { buildSeed } from './index.ts';
import type { TransactionRow } from './sales.ts';

const TODAY = '2026-03-10';
const seed = buildSeed(TODAY, seedCutoff(TODAY));
const rows = <T>(table: unknown) => (seed.find((s) => s.table === table)?.rows ?? []) as T[];

type Link = typeof t.paylink.$inferInsert;
type Payment = typeof t.paylink_payment.$inferInsert;

describe('seeded payment links', () => {
  const links = rows<Link>(t.paylink);
  const payments = rows<Payment>(t.paylink_payment);
  const sales = new Map(rows<TransactionRow>(t.card_transaction).map((s) => [s.transaction_id, s]));

  it('gives merchant 1 a few dozen links in every status, and merchant 3 a few', () => {
    const one = links.filter((l) => l.merchant_id === 1);
    expect(one.length).toBeGreaterThanOrEqual(30);
    const statuses = new Set(
      one.map((l) =>
        paylinkStatus({ ...l, payments_count: l.payments_count ?? 0, expires_at: l.expires_at ?? null }, TODAY),
      ),
    );
    expect([...statuses].sort()).toEqual(['ACTIVE', 'EXPIRED', 'INACTIVE', 'PAID']);
    expect(links.some((l) => l.merchant_id === 3)).toBe(true);
    expect(links.some((l) => l.merchant_id === 2)).toBe(false);
    expect(new Set(links.map((l) => l.url_hash)).size).toBe(links.length);
  });

  it('has approved and denied cards, paid Pix and boletos, each paid one a sale with a receipt', () => {
    const kinds = new Set(payments.map((p) => `${p.method}:${p.status}`));
    for (const kind of ['CARD:APPROVED', 'CARD:DENIED', 'PIX:PAID', 'BILLET:PAID', 'BILLET:PENDING'])
      expect(kinds).toContain(kind);
    const receipts = new Map(rows<typeof t.receipt.$inferInsert>(t.receipt).map((r) => [r.payment_id, r]));
    for (const p of payments) {
      const paid = p.status === 'APPROVED' || p.status === 'PAID';
      expect(receipts.has(p.id ?? 0), `payment ${p.id}`).toBe(paid);
      if (p.transaction_id === null || p.transaction_id === undefined) {
        expect(paid || p.method !== 'CARD').toBe(true);
        continue;
      }
      const sale = sales.get(p.transaction_id);
      expect(sale?.amount_cents).toBe(p.amount_cents);
      expect(sale?.status).toBe(p.status === 'DENIED' ? 'DENIED' : 'CONFIRMED');
      expect(sale?.merchant_id).toBe(p.merchant_id);
    }
    // The link's counters are its paid payments.
    for (const link of links) {
      const paid = payments.filter((p) => p.paylink_id === link.id && (p.status === 'APPROVED' || p.status === 'PAID'));
      expect(link.payments_count).toBe(paid.length);
      expect(link.paid_amount_cents).toBe(paid.reduce((s, p) => s + p.amount_cents, 0));
    }
  });

  it('issues valid Pix codes and boletos', () => {
    const pix = rows<typeof t.pix_charge.$inferInsert>(t.pix_charge);
    expect(pix.length).toBeGreaterThan(0);
    expect(pix.every((p) => hasValidCrc(p.br_code))).toBe(true);
    // The payment links' boletos (uploads have no line until registered).
    const billets = rows<typeof t.billet.$inferInsert>(t.billet).filter((b) => b.payment_id !== null);
    expect(billets.length).toBeGreaterThan(0);
    expect(billets.every((b) => isValidBoleto(b.digitable_line ?? '') && (b.barcode ?? '').startsWith('3419'))).toBe(
      true,
    );
    for (const b of billets.filter((x) => x.status === 'PAID'))
      expect(sales.get(b.transaction_id ?? 0)?.bank_billet_id).toBe(b.id);
  });
});
