import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnNames } from '../ddl.ts';
import { toCopyText } from '../driver.ts';
import { seedCutoff } from '../index.ts';
import { card_transaction } from '../schema/index.ts';
import { addMonths, startOfDay, todayInZone } from '../../domain/zone.ts';
import { buildSeed } from './index.ts';
import { CHANNEL, OPERATION } from '../../../contract/codes/lookups.ts';
import type { TransactionRow } from './sales.ts';
import { seedSalesPlans } from './sales-plans.ts';
import { seedTerminals } from './terminals.ts';

// A pinned past day makes this whole file deterministic: its cutoff is the end of that day.
const TODAY = '2026-03-10';

const salesOf = (today: string, cutoff: Date): TransactionRow[] => {
  const sales = buildSeed(today, cutoff).find((seeded) => seeded.table === card_transaction);
  return (sales?.rows ?? []) as TransactionRow[];
};
const share = (rows: TransactionRow[], test: (row: TransactionRow) => boolean) =>
  rows.filter(test).length / rows.length;
// One formatter for 100k rows: luxon objects per row would take seconds.
const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
/** [YYYY-MM-DD, hour] of an instant in São Paulo. */
const local = (instant: Date): [string, number] => {
  const [date = '', hour = ''] = localParts.format(instant).split(', ');
  return [date, Number(hour)];
};
/** The first rows breaking a rule (one expect per row would make this file take a minute). */
const violations = (rows: TransactionRow[], ok: (row: TransactionRow) => boolean) =>
  rows.filter((row) => !ok(row)).slice(0, 3);

let sales: TransactionRow[];
beforeAll(() => {
  const started = performance.now();
  sales = salesOf(TODAY, seedCutoff(TODAY));
  console.info(`generated ${sales.length} sales in ${Math.round(performance.now() - started)} ms`);
});

describe('seeded sales', () => {
  it('has ~100k sales for merchant 1 and a few hundred for merchant 2, over 13 months up to today', () => {
    const one = sales.filter((s) => s.merchant_id === 1).length;
    const two = sales.filter((s) => s.merchant_id === 2).length;
    expect(one).toBeGreaterThan(95_000);
    expect(one).toBeLessThan(105_000);
    expect(two).toBeGreaterThan(200);
    expect(two).toBeLessThan(800);
    const [first, last] = [startOfDay(addMonths(TODAY, -13)).getTime(), seedCutoff(TODAY).getTime()];
    expect(violations(sales, (s) => s.payment_date.getTime() >= first && s.payment_date.getTime() <= last)).toEqual([]);
    const todayStart = startOfDay(TODAY);
    expect(sales.filter((s) => s.payment_date >= todayStart).length).toBeGreaterThan(100);
  });

  it('numbers sales in time order', () => {
    expect(sales.every((s, i) => s.transaction_id === i + 1)).toBe(true);
    expect(sales.every((s, i) => i === 0 || s.payment_date >= (sales[i - 1] as TransactionRow).payment_date)).toBe(
      true,
    );
  });

  it('has realistic statuses: ~90 % confirmed, in-flight states only in the last days', () => {
    expect(share(sales, (s) => s.status === 'CONFIRMED')).toBeGreaterThan(0.87);
    expect(share(sales, (s) => s.status === 'CONFIRMED')).toBeLessThan(0.94);
    const statuses = new Set(sales.map((s) => s.status));
    for (const status of ['CANCELLED', 'DENIED', 'PENDING', 'IN_ANALISYS', 'PRE_AUTHORIZED', 'PARTIAL_CAPTURED']) {
      expect(statuses).toContain(status);
    }
    const inFlight = sales.filter((s) => ['PENDING', 'IN_ANALISYS', 'PRE_AUTHORIZED'].includes(s.status));
    const recent = startOfDay('2026-03-08');
    expect(violations(inFlight, (s) => s.payment_date >= recent)).toEqual([]);
  });

  it('stores at most BIN and last 4 of a card, never anything PAN-like', () => {
    // Billets and Pix (paid payment links) carry no card.
    const cards = sales.filter((s) => s.operation_id !== OPERATION.BOLETO && s.operation_id !== OPERATION.PIX);
    expect(violations(cards, (s) => /^\d{6}$/.test(s.card_bin ?? '') && /^\d{4}$/.test(s.card_last4 ?? ''))).toEqual(
      [],
    );
    const panLike = /\d{13,19}/;
    expect(sales.some((s) => Object.values(s).some((v) => typeof v === 'string' && panLike.test(v)))).toBe(false);
  });

  it('reads cards mostly contactless or by chip, and types them online', () => {
    const inPerson = sales.filter((s) => s.channel_id === CHANNEL.POS);
    expect(
      share(inPerson, (s) => s.card_input_method === 'CONTACTLESS' || s.card_input_method === 'CHIP'),
    ).toBeGreaterThan(0.85);
    expect(new Set(inPerson.map((s) => s.card_input_method))).toEqual(
      new Set(['CONTACTLESS', 'CHIP', 'MAGNETIC_STRIPE', 'TYPED']),
    );
    expect(sales.filter((s) => s.channel_id === CHANNEL.ECOMMERCE).every((s) => s.card_input_method === 'TYPED')).toBe(
      true,
    );
  });

  it('fills channel-specific fields only on their channel', () => {
    const bad = violations(
      sales,
      (s) =>
        (s.ecommerce_order !== null && s.ecommerce_customer !== null) === (s.channel_id === CHANNEL.ECOMMERCE) &&
        (s.bank_billet_id !== null) === (s.channel_id === CHANNEL.BOLETO) &&
        (s.terminal_id !== null && s.serial_number !== null) === (s.channel_id === CHANNEL.POS) &&
        (s.app_code !== null) === (s.channel_id === CHANNEL.APP_TAXA_ZERO) &&
        (s.operation_id === OPERATION.BOLETO) === (s.channel_id === CHANNEL.BOLETO),
    );
    expect(bad).toEqual([]);
    expect(
      sales.some((s) => s.merchant_id === 2 && (s.channel_id === CHANNEL.ECOMMERCE || s.channel_id === CHANNEL.BOLETO)),
    ).toBe(false);
  });

  it('prices every sale from its plan: net = amount − MDR, in integer cents', () => {
    const plans = seedSalesPlans();
    const planned = (s: TransactionRow) =>
      s.channel_id !== CHANNEL.POS && s.channel_id !== CHANNEL.ECOMMERCE
        ? true
        : s.mdr_bp === plans.rate(s.sales_plan_id ?? 0, s.card_brand_id ?? 0, s.operation_id, s.qt_installment);
    const bad = violations(
      sales,
      (s) =>
        Number.isInteger(s.amount_cents) &&
        s.amount_cents > 0 &&
        s.qt_installment > 1 === (s.operation_id === OPERATION.INSTALLMENTS) &&
        s.net_cents === s.amount_cents - s.mdr_cents &&
        s.mdr_cents === Math.round((s.amount_cents * s.mdr_bp) / 10_000) &&
        planned(s),
    );
    expect(bad).toEqual([]);
  });

  it('sells in person during opening hours, on terminals active that day', () => {
    const terminals = new Map(seedTerminals(TODAY).map((t) => [t.row.id, t]));
    const bad = violations(
      sales.filter((row) => row.channel_id === CHANNEL.POS),
      (s) => {
        const [day, hour] = local(s.payment_date);
        const terminal = terminals.get(s.terminal_id ?? 0);
        return (
          hour >= 7 &&
          hour < 22 &&
          terminal !== undefined &&
          terminal.row.serial_number === s.serial_number &&
          terminal.row.activation_date <= day &&
          (terminal.lastDay === null || day <= terminal.lastDay)
        );
      },
    );
    expect(bad).toEqual([]);
  });

  it('is deterministic for the same today', () => {
    // The COPY text is exactly what reaches the database.
    const columns = columnNames(card_transaction);
    const digest = (rows: TransactionRow[]) => createHash('sha256').update(toCopyText(columns, rows)).digest('hex');
    expect(digest(salesOf(TODAY, seedCutoff(TODAY)))).toBe(digest(sales));
  });

  it('stops today at the seed time on the real today, with sales in the last hours', () => {
    const now = new Date();
    const today = todayInZone(now);
    const rows = salesOf(today, seedCutoff(today, now));
    expect(rows.every((s) => s.payment_date <= now)).toBe(true);
    // Online sales run day and night, so some fall within the last few hours whatever the time.
    expect(rows.filter((s) => s.payment_date.getTime() > now.getTime() - 6 * 3_600_000).length).toBeGreaterThan(0);
  });
});
