import { describe, expect, it } from 'vitest';
import { paymentDetail } from '../../contract/payments.ts';
import { paymentReconciliation } from '../../contract/reconciliation.ts';
import { transactionStats } from '../../contract/transactions/stats.ts';
import { ledgerViolations } from '../db/queries/ledger-invariants.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { useRefundApi } from './refund-test-helpers.ts';

// Conciliação (issue 29): a payment's lines from the ledger add up to it to the cent, say what
// each is (installments, anticipated credits and their fees, refund debits, effects,
// adjustments), and a month of them is the accountant's CSV/XLSX.

const { api, call, refund, sql } = useRefundApi();
const anticipation = anticipationCalls(api);

interface Line {
  kind: string;
  amount: number;
  count: number;
  description?: string;
  transaction_id?: number;
}
interface Reconciliation {
  payment_id: number;
  payment_date: string;
  amount: number;
  lines: Line[];
}

const reconciliation = async (id: number): Promise<Reconciliation> => {
  const res = await call(paymentReconciliation, `/v1/app/payment/${id}/reconciliation`);
  expect(res.status).toBe(200);
  return res.body;
};
const sumOf = (lines: readonly Line[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('a payment’s conciliação', () => {
  it('adds up to the payment on every kind of seeded payment: plain, pledged, with adjustments, with boletos', async () => {
    const picks = await sql(
      `SELECT DISTINCT ON (k) k, id FROM (
         SELECT 'plain' AS k, p.id FROM payment p WHERE p.merchant_id = 1 AND p.receivable_unit_count > 2
         UNION ALL SELECT 'pledged', u.payment_id FROM receivable_unit u WHERE u.merchant_id = 1 AND u.committed_cents > 0
         UNION ALL SELECT 'adjusted', m.payment_id FROM manual_adjustment m WHERE m.merchant_id = 1
         UNION ALL SELECT 'boleto', f.payment_id FROM financial_receivable f
           WHERE f.merchant_id = 1 AND f.bank_billet_id IS NOT NULL AND f.payment_id IS NOT NULL) x
       ORDER BY k, id DESC`,
    );
    expect(picks.map((p) => p.k)).toEqual(['adjusted', 'boleto', 'plain', 'pledged']);
    for (const pick of picks) {
      const answer = await reconciliation(Number(pick.id));
      expect(sumOf(answer.lines), `payment ${pick.id} (${String(pick.k)})`).toBe(answer.amount);
      const [row] = await sql(`SELECT amount_cents FROM payment WHERE id = $1`, [Number(pick.id)]);
      expect(answer.amount).toBe(Number(row?.amount_cents));
    }
    const pledged = await reconciliation(Number(picks.find((p) => p.k === 'pledged')?.id));
    expect(pledged.lines.some((line) => line.kind === 'CONTRACT_EFFECT' && line.amount < 0)).toBe(true);
    // Boleto credits apart from card installments, as the payment's detail splits them (direct_amount).
    const boleto = await reconciliation(Number(picks.find((p) => p.k === 'boleto')?.id));
    const detail = (await call(paymentDetail, `/v1/app/payment/${boleto.payment_id}`)).body;
    expect(boleto.lines.find((line) => line.kind === 'BOLETO_PIX')?.amount).toBe(detail.direct_amount);
    const adjusted = await reconciliation(Number(picks.find((p) => p.k === 'adjusted')?.id));
    expect(adjusted.lines.some((line) => line.kind === 'ADJUSTMENT' && line.description)).toBe(true);
  });

  it('shows a refund’s debit and an anticipation’s credit and fee where they land, and the installments that left', async () => {
    // A seeded sale of ~40 days ago with its first installment paid: refunded whole, the paid part is a debit.
    const [sale] = await sql(
      `SELECT t.transaction_id AS id FROM card_transaction t
         JOIN financial_receivable r ON r.merchant_id = 1 AND r.id BETWEEN t.transaction_id * 100 AND t.transaction_id * 100 + 99
        WHERE t.merchant_id = 1 AND t.status = 'CONFIRMED' AND t.operation_id = 2
          AND t.payment_date < ($1::date - 35)::timestamp AT TIME ZONE 'America/Sao_Paulo'
        GROUP BY t.transaction_id HAVING count(*) FILTER (WHERE r.paid) = 1 AND bool_and(NOT r.anticipation)
        ORDER BY t.transaction_id DESC LIMIT 1`,
      [api().db.seedDate],
    );
    const done = await refund(Number(sale?.id), {}, 'recon-refund');
    expect(done.status).toBe(201);
    const [debit] = done.body.debits ?? [];
    expect(debit).toBeDefined();
    const withDebit = await reconciliation(Number(debit?.payment_id));
    expect(withDebit.lines).toContainEqual(
      expect.objectContaining({
        kind: 'REFUND_DEBIT',
        amount: -Number(debit?.amount),
        transaction_id: Number(sale?.id),
      }),
    );
    expect(sumOf(withDebit.lines)).toBe(withDebit.amount);

    const simulated = await anticipation.simulate(50_000);
    expect(simulated.status).toBe(201);
    const confirmed = await anticipation.confirm(simulated.body.simulation_id, 'recon-anticipation');
    expect(confirmed.status).toBe(201);
    const [credited] = await sql(
      `SELECT id FROM payment WHERE merchant_id = 1 AND payment_date = $1::date AND destination = 'B'`,
      [confirmed.body.credit_date],
    );
    const credit = await reconciliation(Number(credited?.id));
    const anticipated = credit.lines.find((line) => line.kind === 'ANTICIPATED_IN');
    const fee = credit.lines.find((line) => line.kind === 'ANTICIPATION_FEE');
    expect(anticipated).toMatchObject({ amount: confirmed.body.amount, count: confirmed.body.receivables_count });
    expect(fee).toMatchObject({ amount: -confirmed.body.fee_amount });
    expect(sumOf(credit.lines)).toBe(credit.amount);
    const [left] = await sql(
      `SELECT l.payment_id FROM ledger_line l JOIN ledger_entry e ON e.id = l.entry_id
        WHERE e.kind = 'ANTICIPATION' AND e.cause_id = $1 AND l.amount_cents < 0 AND l.payment_id <> $2 LIMIT 1`,
      [confirmed.body.anticipation_id, Number(credited?.id)],
    );
    const [stillThere] = await sql(`SELECT id FROM payment WHERE id = $1`, [Number(left?.payment_id)]);
    if (stillThere) {
      const old = await reconciliation(Number(left?.payment_id));
      expect(old.lines.some((line) => line.kind === 'ANTICIPATED_OUT' && line.amount < 0)).toBe(true);
      expect(sumOf(old.lines)).toBe(old.amount);
    }
    expect(await ledgerViolations(api().db.orm, 1)).toEqual([]);
  });

  it('gives the home gross − fees = net for one set of sales, the net being what the ledger lands for them', async () => {
    // After the refund and the anticipation above: 60 days of sales, their refunds and fees.
    const end = api().db.seedDate;
    const [{ start } = {}] = await sql(`SELECT ($1::date - 60)::text AS start`, [end]);
    const stats = (await call(transactionStats, `/v1/app/transaction/stats?date_ini=${String(start)}&date_end=${end}`))
      .body;
    expect(stats.total_amount - Number(stats.fee_amount)).toBe(stats.net_amount);
    expect(stats.refunded_amount).toBeGreaterThan(0);
    const [ledger] = await sql(
      `WITH sales AS (SELECT transaction_id FROM card_transaction WHERE merchant_id = 1 AND status = 'CONFIRMED'
           AND payment_date >= $1::date::timestamp AT TIME ZONE 'America/Sao_Paulo'
           AND payment_date < ($2::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
       SELECT coalesce(sum(l.amount_cents), 0)::bigint AS net FROM ledger_line l JOIN ledger_entry e ON e.id = l.entry_id
        WHERE l.merchant_id = 1 AND l.account IN ('payable', 'held')
          AND ((e.kind IN ('SALE', 'REFUND') AND e.transaction_id IN (SELECT transaction_id FROM sales))
            OR (e.kind = 'ANTICIPATION' AND l.receivable_id / 100 IN (SELECT transaction_id FROM sales)))`,
      [String(start), end],
    );
    expect(Number(ledger?.net)).toBe(stats.net_amount);
  });

  it('keeps payments to their merchant (404) and needs a valid id', async () => {
    const [other] = await sql(`SELECT id FROM payment WHERE merchant_id = 2 LIMIT 1`);
    expect((await call(paymentReconciliation, `/v1/app/payment/${Number(other?.id)}/reconciliation`)).status).toBe(404);
    expect((await call(paymentReconciliation, `/v1/app/payment/abc/reconciliation`)).status).toBe(400);
  });
});

describe('a month of conciliação as a file', () => {
  it('has one row per line, and each payment’s rows add up to it', async () => {
    const month = api().db.seedDate.slice(0, 7);
    const res = await api().get(`/v1/app/payment/reconciliation/export/csv?month=${month}`, 'lojista');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`conciliacao-${month}.csv`);
    const [header = '', ...rows] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = header.split(';');
    expect(cells).toEqual([
      'Data do pagamento',
      'Conta',
      'Pagamento',
      'Tipo',
      'Cód. transação',
      'Parcela',
      'NSU',
      'Descrição',
      'Valor',
    ]);
    const cents = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);
    const byPayment = new Map<number, number>();
    for (const row of rows) {
      const values = row.split(';');
      const id = Number(values[2]);
      byPayment.set(id, (byPayment.get(id) ?? 0) + cents(values[8] ?? ''));
    }
    const expected = await sql(
      `SELECT id, amount_cents FROM payment WHERE merchant_id = 1 AND to_char(payment_date, 'YYYY-MM') = $1 AND amount_cents <> 0`,
      [month],
    );
    expect(byPayment.size).toBe(expected.length);
    for (const p of expected) expect(byPayment.get(Number(p.id)), `payment ${p.id}`).toBe(Number(p.amount_cents));
    const xlsx = await api().get(`/v1/app/payment/reconciliation/export/xlsx?month=${month}`, 'lojista');
    expect(xlsx.status).toBe(200);
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
  });

  it('asks for the month, as AAAA-MM', async () => {
    const missing = await api().get(`/v1/app/payment/reconciliation/export/csv`, 'lojista');
    expect(missing.status).toBe(400);
    expect((await missing.json()).detail).toEqual(['month: Campo obrigatório']);
    const wrong = await api().get(`/v1/app/payment/reconciliation/export/csv?month=2026-13`, 'lojista');
    expect((await wrong.json()).detail).toEqual(['month: Mês inválido (use AAAA-MM)']);
  });
});
