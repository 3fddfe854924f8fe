import { describe, expect, it } from 'vitest';
import { receipt as receiptCall } from '../../contract/checkout/receipt.ts';
import { manualAdjustments } from '../../contract/financial.ts';
import { linkPayments } from '../../contract/paylinks.ts';
import { paymentList } from '../../contract/payments/list.ts';
import { refundList } from '../../contract/refunds.ts';
import { transactionDetail, transactionList } from '../../contract/transactions.ts';
import { transactionStats } from '../../contract/transactions/stats.ts';
import { ledgerViolations } from '../db/queries/ledger-invariants.ts';
import { APPROVE, cardBody, paylinkCalls } from './paylink-test-helpers.ts';
import { useRefundApi } from './refund-test-helpers.ts';

// What a refund does to the merchant's money and to the other screens (issue 23): receivables,
// their units and payments, the debit of what was paid, the sale's list row, the dashboard, the
// payment link's receipt and payments.

const { api, call, refund, sql } = useRefundApi();
const links = paylinkCalls(api);

/**
 * A seeded credit parcelado sale of merchant 1, up to 4 days before `daysAgo`, whose first installment is paid
 * and whose others are still to be paid in receivable units free of contract effects.
 */
async function seededSale(daysAgo: number): Promise<{ id: number; amount: number; futureGross: number }> {
  const [row] = await sql(
    `WITH sale AS (
       SELECT transaction_id AS id, amount_cents AS amount FROM card_transaction t
        WHERE merchant_id = 1 AND status = 'CONFIRMED' AND operation_id = 2 AND qt_installment >= 3
          AND payment_date >= ($1::date - $2::int - 4)::timestamp AT TIME ZONE 'America/Sao_Paulo'
          AND payment_date < ($1::date - $2::int + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'
          AND NOT EXISTS (SELECT 1 FROM refund f WHERE f.transaction_id = t.transaction_id))
     SELECT s.id, s.amount, (sum(r.gross_cents) FILTER (WHERE NOT r.paid))::int AS future
       FROM sale s
       JOIN financial_receivable r ON r.merchant_id = 1 AND r.id BETWEEN s.id * 100 AND s.id * 100 + 99
       LEFT JOIN receivable_unit u ON u.id = r.receivable_unit_id
      GROUP BY s.id, s.amount
     HAVING count(*) FILTER (WHERE r.paid) = 1
        AND count(*) FILTER (WHERE NOT r.paid AND (coalesce(u.committed_cents, 0) > 0 OR r.anticipation OR r.blocked)) = 0
        AND count(*) FILTER (WHERE NOT r.paid AND u.id IS NOT NULL) >= 1
      ORDER BY s.id DESC LIMIT 1`,
    [api().db.seedDate, daysAgo],
  );
  if (!row) throw new Error('no seeded sale fits');
  return { id: Number(row.id), amount: Number(row.amount), futureGross: Number(row.future) };
}

const sums = async (id: number) =>
  (
    await sql(
      `SELECT coalesce(sum(gross_cents), 0)::int AS gross, coalesce(sum(net_cents), 0)::int AS net, count(*)::int AS n
         FROM financial_receivable WHERE transaction_id = $1`,
      [id],
    )
  )[0] as { gross: number; net: number; n: number };

/** Every money invariant of the merchant (decision 031): the ledger and what every screen reads. */
const brokenTotals = (merchantId: number) => ledgerViolations(api().db.orm, merchantId);

describe('refund effects on receivables and payments', () => {
  it('reduces future receivables, their units and payments by exactly the refund (gross), from the last', async () => {
    const sale = await seededSale(35);
    const before = await sums(sale.id);
    const amount = sale.futureGross - 1; // all but one cent of what is still to be paid
    const done = await refund(sale.id, { amount }, 'effects-partial');
    expect(done.status).toBe(201);
    const after = await sums(sale.id);
    expect(after.gross).toBe(before.gross - amount);
    // The paid first installment is untouched; one cent is left of the second.
    const rows = await sql(
      `SELECT n_installment AS n, gross_cents AS gross, paid FROM financial_receivable WHERE transaction_id = $1 ORDER BY 1`,
      [sale.id],
    );
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
    expect(rows[1]).toMatchObject({ gross: 1, paid: false });
    expect(await brokenTotals(1)).toEqual([]);
    // Nothing paid was touched: no debit.
    expect((await call(refundList, `/v1/app/transaction/${sale.id}/refunds`)).body.data[0]).toMatchObject({ amount });
    const adjustments = await sql(`SELECT * FROM manual_adjustment WHERE description = $1`, [
      `Estorno da venda ${sale.id}`,
    ]);
    expect(adjustments).toEqual([]);
  });

  it('turns what was already paid into an "Estorno" debit on the next payment', async () => {
    const sale = await seededSale(40);
    const paidNet = Number(
      (await sql(`SELECT net_cents FROM financial_receivable WHERE transaction_id = $1 AND paid`, [sale.id]))[0]
        ?.net_cents,
    );
    const done = await refund(sale.id, {}, 'effects-whole');
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ kind: 'REFUND', amount: sale.amount });
    // The future installments vanish; the paid one stays as paid, and its net comes back as a debit.
    expect((await sql(`SELECT paid FROM financial_receivable WHERE transaction_id = $1`, [sale.id])).length).toBe(1);
    const [next] = await sql(
      `SELECT id, payment_date::text AS day FROM payment WHERE merchant_id = 1 AND payment_date > $1::date ORDER BY payment_date, id LIMIT 1`,
      [api().db.seedDate],
    );
    const day = String(next?.day);
    const statement = await call(manualAdjustments, `/v1/app/financial/manualadjust?date=${day}&perPage=100`);
    expect(statement.status).toBe(200);
    const line = statement.body.data.find((a) => a.description === `Estorno da venda ${sale.id}`);
    expect(line).toMatchObject({ amount: -paidNet, type: 'DEBIT', adjustment_date: day });
    // The payments calendar shows the debit on that payment.
    const month = await call(paymentList, `/v1/app/payment?dt_start=${day}&dt_end=${day}`);
    const payment = month.body.future_payments.find((p) => p.id === Number(next?.id));
    expect(payment?.adjustment_amount).toBe(-paidNet);
    // What lands is the payment's amount, the debit already taken (decision 031).
    const [landing] = await sql(`SELECT amount_cents FROM payment WHERE id = $1`, [Number(next?.id)]);
    expect(payment?.amount).toBe(Number(landing?.amount_cents));
    expect(await brokenTotals(1)).toEqual([]);
  });
});

describe('refunds of many sales at once', () => {
  it('refunds 20 sales sharing units and payments in parallel: every one done, every total still adds up', async () => {
    // Their installments fall in the same receivable units and payments. The amounts mix the
    // three shapes of a plan: the last installment smaller; all but a cent of the future (some
    // removed, one changed); everything (all removed, the paid one as a debit).
    const rows = await sql(
      `SELECT t.transaction_id AS id, t.amount_cents AS amount,
              (sum(r.gross_cents) FILTER (WHERE NOT r.paid))::int AS future
         FROM card_transaction t
         JOIN financial_receivable r ON r.merchant_id = 1 AND r.id BETWEEN t.transaction_id * 100 AND t.transaction_id * 100 + 99
         LEFT JOIN receivable_unit u ON u.id = r.receivable_unit_id
        WHERE t.merchant_id = 1 AND t.status = 'CONFIRMED' AND t.operation_id = 2
          AND t.payment_date >= ($1::date - 170)::timestamp AT TIME ZONE 'America/Sao_Paulo'
          AND t.payment_date < ($1::date - 60)::timestamp AT TIME ZONE 'America/Sao_Paulo'
          AND NOT EXISTS (SELECT 1 FROM refund f WHERE f.transaction_id = t.transaction_id)
        GROUP BY t.transaction_id, t.amount_cents
       HAVING count(*) FILTER (WHERE NOT r.paid AND (u.id IS NULL OR u.committed_cents > 0 OR r.anticipation OR r.blocked)) = 0
          AND count(*) FILTER (WHERE NOT r.paid) >= 2
        ORDER BY t.transaction_id DESC LIMIT 20`,
      [api().db.seedDate],
    );
    const sales = rows.map((row) => ({ id: Number(row.id), amount: Number(row.amount), future: Number(row.future) }));
    expect(sales).toHaveLength(20);
    const [shared] = await sql(
      `SELECT count(*)::int AS n FROM (
         SELECT u.payment_id FROM financial_receivable r JOIN receivable_unit u ON u.id = r.receivable_unit_id
          WHERE r.merchant_id = 1 AND NOT r.paid AND r.transaction_id = ANY($1::bigint[])
          GROUP BY u.payment_id HAVING count(DISTINCT r.transaction_id) > 1) p`,
      [`{${sales.map((sale) => sale.id).join(',')}}`],
    );
    expect(Number(shared?.n), 'payments two or more of these sales share').toBeGreaterThan(3);
    const amounts = sales.map((sale, i) => [1, sale.future - 1, sale.amount][i % 3] ?? 1);
    const answers = await Promise.all(
      sales.map((sale, i) => refund(sale.id, { amount: amounts[i] }, `many-${sale.id}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sales.map(() => 201));
    expect(answers.map((answer) => answer.body.amount)).toEqual(amounts);
    expect(await brokenTotals(1)).toEqual([]);
  });
});

describe('refunds on the other screens', () => {
  it('carries refunded_amount in the list and the detail; REFUNDED once whole', async () => {
    const sale = await seededSale(45);
    expect((await refund(sale.id, { amount: 1_000 }, 'screens-1')).status).toBe(201);
    const detail = await call(transactionDetail, `/v1/app/transaction/${sale.id}`);
    expect(detail.body).toMatchObject({ status: 'CONFIRMED', refunded_amount: 1_000 });
    const list = await call(transactionList, `/v1/app/transaction?transaction_id=${sale.id}&status=CONFIRMED`);
    expect(list.body.data[0]).toMatchObject({ transaction_id: sale.id, refunded_amount: 1_000 });
    expect((await refund(sale.id, {}, 'screens-2')).status).toBe(201);
    const whole = await call(transactionList, `/v1/app/transaction?transaction_id=${sale.id}&status=REFUNDED`);
    expect(whole.body.data[0]).toMatchObject({ status: 'REFUNDED', refunded_amount: sale.amount });
  });

  it("exports what each sale had refunded, in a 'Valor estornado' column after the net", async () => {
    const sale = await seededSale(50);
    const csv = async () => {
      const res = await api().get(`/v1/app/transaction/export/csv?transaction_id=${sale.id}`, 'lojista');
      expect(res.status).toBe(200);
      const [header = '', line = ''] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
      const cells = header.split(';');
      const at = cells.indexOf('Valor estornado');
      expect(cells[at - 1]).toBe('Valor líquido');
      return line.split(';')[at];
    };
    expect(await csv()).toBe('0,00');
    expect((await refund(sale.id, { amount: 1_234 }, 'export-1')).status).toBe(201);
    expect(await csv()).toBe('12,34');
  });

  it('counts refunds on the dashboard: totals net of them, and how much and how many', async () => {
    const sale = await seededSale(52);
    const [{ day } = {}] = await sql(
      `SELECT (payment_date AT TIME ZONE 'America/Sao_Paulo')::date::text AS day FROM card_transaction WHERE transaction_id = $1`,
      [sale.id],
    );
    const stats = async () =>
      (await call(transactionStats, `/v1/app/transaction/stats?date_ini=${day}&date_end=${day}`)).body;
    const before = await stats();
    expect((await refund(sale.id, { amount: 2_000 }, 'stats-1')).status).toBe(201);
    const partial = await stats();
    expect(partial.total_amount).toBe(before.total_amount - 2_000);
    expect(partial.total_count).toBe(before.total_count);
    expect(partial).toMatchObject({
      refunded_amount: Number(before.refunded_amount) + 2_000,
      refunded_count: Number(before.refunded_count) + 1,
    });
    expect((await refund(sale.id, {}, 'stats-2')).status).toBe(201);
    const whole = await stats();
    expect(whole.total_amount).toBe(before.total_amount - sale.amount);
    expect(whole.total_count).toBe(before.total_count - 1);
    expect(whole.refunded_amount).toBe(Number(before.refunded_amount) + sale.amount);
  });

  it("shows the refund on a paid link's receipt and payments", async () => {
    const link = await links.createLink('lojista', { amount: 15_000 });
    const paid = await links.payCard(link.url_hash, 'refund-link-1', cardBody(APPROVE, 3));
    expect(paid.status).toBe(201);
    const payments = async () => (await call(linkPayments, `/v1/app/paylink/${link.id}/payments`)).body.data[0];
    const { transaction_id: saleId } = (await payments()) as { transaction_id: number };
    const receipt = async () =>
      (await links.publicCall(receiptCall, `/v1/external/paylink/receipt/${paid.body.receipt_id}`)).body;
    expect(await receipt()).not.toHaveProperty('refunded_amount');
    expect(await payments()).not.toHaveProperty('refunded_amount');
    // The day of the sale: a cancellation.
    const done = await refund(saleId, { amount: 5_000 }, 'refund-link-2');
    expect(done.body).toMatchObject({ kind: 'CANCELLATION', amount: 5_000 });
    expect(await receipt()).toMatchObject({ amount: 15_000, refunded_amount: 5_000 });
    expect(await payments()).toMatchObject({ amount: 15_000, refunded_amount: 5_000 });
  });
});
