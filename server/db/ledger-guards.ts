/**
 * The ledger's guards in the database itself (decision 031), created after the seed's bulk load
 * (a trigger per loaded row would multiply the seed's time) and dropped before a re-seed:
 * - append-only: an UPDATE or DELETE of an entry or a line fails, whoever runs it;
 * - balanced: every INSERT into ledger_line is checked as a statement (its transition table),
 *   and the lines of each entry it added must add up to zero. postEntry writes all lines of an
 *   entry in one statement, so an entry is never half-posted and never unbalanced.
 */
const TABLES = ['ledger_entry', 'ledger_line'] as const;

export const dropLedgerGuardsSql = (): string[] => [
  ...TABLES.map((table) => `DROP TRIGGER IF EXISTS "${table}_append_only" ON "${table}"`),
  `DROP TRIGGER IF EXISTS "ledger_line_balanced" ON "ledger_line"`,
];

export const createLedgerGuardsSql = (): string[] => [
  `CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
   END $$`,
  ...TABLES.map(
    (table) =>
      `CREATE TRIGGER "${table}_append_only" BEFORE UPDATE OR DELETE ON "${table}" ` +
      `FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
  ),
  `CREATE OR REPLACE FUNCTION ledger_line_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     bad integer;
   BEGIN
     SELECT entry_id INTO bad FROM added GROUP BY entry_id HAVING sum(amount_cents::bigint) <> 0 LIMIT 1;
     IF bad IS NOT NULL THEN
       RAISE EXCEPTION 'ledger entry % does not balance', bad;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER "ledger_line_balanced" AFTER INSERT ON "ledger_line" ` +
    `REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_line_balanced()`,
];
