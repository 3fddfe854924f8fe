import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Orm } from '../driver.ts';

/**
 * Every invariant of a merchant's money (decision 031), as SQL over the ledger and its
 * projections: each query answers the rows that break it, so an empty answer everywhere is the
 * proof. The API tests, the property test (random sequences of every movement) and the
 * multi-process run all end with it. Not a hot path: it reads every row of the merchant.
 */

interface Check {
  name: string;
  /** One of the five the property test checks after every step (the list); all run at the end. */
  core?: true;
  /** A query answering one row per violation (any columns; they are printed). */
  query: (merchantId: number) => SQL;
}

/** The payable lines that say what lands: every entry but the payouts that pay it out. */
const landing = (merchantId: number) => sql`SELECT l.payment_id, sum(l.amount_cents)::bigint AS cents
  FROM ledger_line l JOIN ledger_entry e ON e.id = l.entry_id
  WHERE l.merchant_id = ${merchantId} AND l.account = 'payable' AND e.kind <> 'PAYOUT' GROUP BY 1`;

const CHECKS: readonly Check[] = [
  {
    name: 'every entry balances (Σ debits = Σ credits)',
    core: true,
    query: (m) => sql`SELECT entry_id, sum(amount_cents)::bigint AS off FROM ledger_line
      WHERE merchant_id = ${m} GROUP BY 1 HAVING sum(amount_cents) <> 0`,
  },
  {
    name: 'every entry has lines, all of its merchant',
    query: (m) => sql`SELECT e.id FROM ledger_entry e WHERE e.merchant_id = ${m}
      AND (NOT EXISTS (SELECT 1 FROM ledger_line l WHERE l.entry_id = e.id)
        OR EXISTS (SELECT 1 FROM ledger_line l WHERE l.entry_id = e.id AND l.merchant_id <> e.merchant_id))`,
  },
  {
    name: 'a payment is what its ledger lines land (a removed one: nothing)',
    core: true,
    query: (m) => sql`SELECT coalesce(p.id, g.payment_id) AS payment, p.amount_cents, g.cents
      FROM (SELECT * FROM payment WHERE merchant_id = ${m}) p FULL JOIN (${landing(m)}) g ON g.payment_id = p.id
      WHERE coalesce(p.amount_cents, 0) <> coalesce(g.cents, 0)`,
  },
  {
    name: 'a paid payment is paid out whole; an expected one not at all',
    query: (m) => sql`SELECT p.id, p.paid, p.amount_cents, coalesce(o.cents, 0) AS paid_out
      FROM payment p LEFT JOIN (SELECT payment_id, sum(amount_cents)::bigint AS cents FROM ledger_line
        WHERE merchant_id = ${m} AND account = 'paid_out' GROUP BY 1) o ON o.payment_id = p.id
      WHERE p.merchant_id = ${m} AND coalesce(o.cents, 0) <> (CASE WHEN p.paid THEN p.amount_cents ELSE 0 END)`,
  },
  {
    name: 'a payment is Σ its installments outside effects, less what effects took, plus its adjustments',
    query: (m) => sql`SELECT p.id, p.amount_cents, r.net, u.committed, a.adjusted FROM payment p
      LEFT JOIN (SELECT payment_id, sum(net_cents)::bigint AS net FROM financial_receivable
        WHERE merchant_id = ${m} GROUP BY 1) r ON r.payment_id = p.id
      LEFT JOIN (SELECT payment_id, sum(committed_cents)::bigint AS committed FROM receivable_unit
        WHERE merchant_id = ${m} GROUP BY 1) u ON u.payment_id = p.id
      LEFT JOIN (SELECT payment_id, sum(amount_cents)::bigint AS adjusted FROM manual_adjustment
        WHERE merchant_id = ${m} GROUP BY 1) a ON a.payment_id = p.id
      WHERE p.merchant_id = ${m}
        AND p.amount_cents <> coalesce(r.net, 0) - coalesce(u.committed, 0) + coalesce(a.adjusted, 0)`,
  },
  {
    name: 'an installment is in a payment unless held (blocked), and in its unit’s payment',
    query: (m) => sql`SELECT f.id, f.payment_id, u.payment_id AS unit_payment FROM financial_receivable f
      LEFT JOIN receivable_unit u ON u.id = f.receivable_unit_id
      WHERE f.merchant_id = ${m} AND ((f.payment_id IS NULL) <> f.blocked
        OR (u.id IS NOT NULL AND u.payment_id IS DISTINCT FROM f.payment_id))`,
  },
  {
    name: 'an installment’s net is Σ its ledger lines (payable or held)',
    query: (m) => sql`SELECT coalesce(f.id, g.receivable_id) AS receivable, f.net_cents, g.cents
      FROM (SELECT id, net_cents FROM financial_receivable WHERE merchant_id = ${m}) f
      FULL JOIN (SELECT receivable_id, sum(amount_cents)::bigint AS cents FROM ledger_line
        WHERE merchant_id = ${m} AND account IN ('payable', 'held') AND receivable_id IS NOT NULL GROUP BY 1) g
        ON g.receivable_id = f.id
      WHERE coalesce(f.net_cents, 0) <> coalesce(g.cents, 0)`,
  },
  {
    name: 'a unit is Σ its installments’ net; payable = amount − committed; its CERC payouts add up to it',
    query: (m) => sql`SELECT u.id, u.amount_cents, r.net, u.payable_cents, u.committed_cents, c.cents
      FROM receivable_unit u
      LEFT JOIN (SELECT receivable_unit_id, sum(net_cents)::bigint AS net, count(*)::int AS n FROM financial_receivable
        WHERE merchant_id = ${m} GROUP BY 1) r ON r.receivable_unit_id = u.id
      LEFT JOIN (SELECT receivable_unit_id, sum(amount_cents)::bigint AS cents FROM cerc_ur_payment
        WHERE merchant_id = ${m} GROUP BY 1) c ON c.receivable_unit_id = u.id
      WHERE u.merchant_id = ${m} AND (u.amount_cents <> coalesce(r.net, 0) OR u.installment_count <> coalesce(r.n, 0)
        OR u.payable_cents <> u.amount_cents - u.committed_cents
        OR (u.payable_cents >= 0 AND coalesce(c.cents, 0) <> u.amount_cents))`,
  },
  {
    name: 'Σ what lands = Σ statement net of unblocked installments − Σ committed + Σ adjustments',
    core: true,
    query: (m) => sql`SELECT l.cents AS landing, f.net, u.committed, a.adjusted FROM
      (SELECT coalesce(sum(cents), 0)::bigint AS cents FROM (${landing(m)}) g) l,
      (SELECT coalesce(sum(net_cents), 0)::bigint AS net FROM financial_receivable WHERE merchant_id = ${m} AND NOT blocked) f,
      (SELECT coalesce(sum(committed_cents), 0)::bigint AS committed FROM receivable_unit WHERE merchant_id = ${m}) u,
      (SELECT coalesce(sum(amount_cents), 0)::bigint AS adjusted FROM manual_adjustment WHERE merchant_id = ${m}) a,
      (SELECT coalesce(sum(amount_cents), 0)::bigint AS paid FROM payment WHERE merchant_id = ${m}) p
      WHERE l.cents <> f.net - u.committed + a.adjusted OR l.cents <> p.paid`,
  },
  {
    name: 'a sale’s refunds never pass it, and the ledger’s refunds are the refund rows',
    core: true,
    query: (m) => sql`SELECT s.transaction_id, s.amount_cents, r.refunded, g.cents FROM card_transaction s
      JOIN (SELECT transaction_id, sum(amount_cents)::bigint AS refunded FROM refund WHERE merchant_id = ${m} GROUP BY 1) r
        ON r.transaction_id = s.transaction_id
      LEFT JOIN (SELECT e.transaction_id, sum(l.amount_cents)::bigint AS cents FROM ledger_line l
        JOIN ledger_entry e ON e.id = l.entry_id
        WHERE l.merchant_id = ${m} AND l.account = 'refunds' GROUP BY 1) g ON g.transaction_id = s.transaction_id
      WHERE s.merchant_id = ${m} AND (r.refunded > s.amount_cents OR r.refunded <> coalesce(g.cents, 0))`,
  },
  {
    name: 'a refund costs its amount less the MDR it gave back: reduced + debited',
    query: (m) => sql`SELECT id, amount_cents, mdr_back_cents, reduced_cents, debit_cents, a.debited FROM refund r
      LEFT JOIN (SELECT refund_id, -sum(amount_cents)::bigint AS debited FROM manual_adjustment
        WHERE merchant_id = ${m} AND refund_id IS NOT NULL GROUP BY 1) a ON a.refund_id = r.id
      WHERE r.merchant_id = ${m} AND (r.amount_cents - r.mdr_back_cents <> r.reduced_cents + r.debit_cents
        OR r.debit_cents <> coalesce(a.debited, 0))`,
  },
  {
    name: 'no installment anticipated twice, and an anticipation is what its installments say',
    core: true,
    query: (
      m,
    ) => sql`SELECT a.id, a.amount_cents, a.fee_cents, x.amount, x.fee, x.n, a.receivables_count FROM anticipation a
      LEFT JOIN (SELECT anticipation_id, sum(amount_cents)::bigint AS amount, sum(fee_cents)::bigint AS fee, count(*)::int AS n
        FROM anticipation_receivable WHERE merchant_id = ${m} GROUP BY 1) x ON x.anticipation_id = a.id
      WHERE a.merchant_id = ${m} AND (a.amount_cents <> coalesce(x.amount, 0) OR a.fee_cents <> coalesce(x.fee, 0)
        OR a.receivables_count <> coalesce(x.n, 0) OR a.net_cents <> a.amount_cents - a.fee_cents)
      UNION ALL SELECT receivable_id, count(*), 0, 0, 0, 0, 0 FROM anticipation_receivable
        WHERE merchant_id = ${m} GROUP BY receivable_id HAVING count(*) > 1`,
  },
];

const rowsOf = (result: unknown): Record<string, unknown>[] => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The checks as one PL/pgSQL function, `ledger_check(merchant) → int[]` (a count of violations
 * per check): one round trip per check of all of them. Made on first use by each process (CREATE
 * OR REPLACE: the checks may have changed since the database was seeded).
 */
function checkFunctionSql(name: string, checks: readonly Check[]): string {
  const dialect = new PgDialect();
  const bodies = checks.map((check) => {
    const { sql: text } = dialect.sqlToQuery(check.query(0));
    // Every parameter of a check is the merchant: they become the function's argument.
    return `  SELECT count(*)::int INTO n FROM (${text.replace(/\$\d+/g, 'merchant')}) x;\n  out := out || n;`;
  });
  // A custom plan for each merchant: a generic one would read 'merchant_id = $1' as a third of
  // every table (three seeded merchants) and scan them whole, for a merchant of a few rows.
  return `CREATE OR REPLACE FUNCTION ${name}(merchant integer) RETURNS integer[] LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_custom_plan AS $fn$
DECLARE
  out integer[] := '{}';
  n integer;
BEGIN
${bodies.join('\n')}
  RETURN out;
END $fn$`;
}

const CORE = CHECKS.filter((check) => check.core);
const withFunction = new WeakSet<Orm>();

async function checkCounts(orm: Orm, merchantId: number, core: boolean): Promise<number[]> {
  if (!withFunction.has(orm)) {
    const create = async () => {
      await orm.execute(sql.raw(checkFunctionSql('ledger_check', CHECKS)));
      await orm.execute(sql.raw(checkFunctionSql('ledger_core_check', CORE)));
    };
    // Another process may replace them at the same moment (PostgreSQL): once more.
    await create().catch(create);
    withFunction.add(orm);
  }
  const [row] = rowsOf(
    await orm.execute(
      core
        ? sql`SELECT ledger_core_check(${merchantId}::int) AS counts`
        : sql`SELECT ledger_check(${merchantId}::int) AS counts`,
    ),
  );
  const counts = row?.counts;
  // node-postgres parses an int[]; PGlite too, but a driver may hand the literal '{0,0,…}'.
  return Array.isArray(counts) ? counts.map(Number) : String(counts).replace(/[{}]/g, '').split(',').map(Number);
}

/**
 * Every broken invariant of the merchant, described with up to 3 offending rows; [] when all
 * hold. One call counts the violations of every check (ledger_check); only a check that fails
 * is read again, for its rows. `core`: only the five the property test runs after every step.
 */
export async function ledgerViolations(orm: Orm, merchantId: number, opts: { core?: boolean } = {}): Promise<string[]> {
  const checks = opts.core ? CORE : CHECKS;
  const counts = await checkCounts(orm, merchantId, opts.core ?? false);
  const out: string[] = [];
  for (const [i, n] of counts.entries()) {
    if (n === 0) continue;
    const check = checks[i] as Check;
    const rows = rowsOf(await orm.execute(check.query(merchantId)));
    out.push(
      `${check.name}: ${rows.length} row(s), e.g. ${rows
        .slice(0, 3)
        .map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)))
        .join(' ')}`,
    );
  }
  return out;
}
