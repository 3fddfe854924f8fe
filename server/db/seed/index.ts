import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../schema/index.ts';
import type { Row } from '../driver.ts';
import { deriveSettlement } from './derived.ts';
import { seedBillets } from './billets.ts';
import { apps, banks, cardBrands, channels, documentTypes, operations } from '../../domain/lookups.ts';
import { merchantRows } from './merchants.ts';
import type { PixPayee } from './paylinks/charges.ts';
import { seedPaylinks } from './paylinks/index.ts';
import { seedReturnFiles } from './return-files.ts';
import { seedSalesPlans } from './sales-plans.ts';
import { seedTerminals } from './terminals.ts';
import { generateSales } from './transactions.ts';

export interface SeedTable {
  table: PgTable;
  rows: readonly Row[];
}

/**
 * All sandbox rows for `today`, in load order. Pure: the same today and cutoff give the same
 * rows, which is what makes the data reproducible (and testable by sums).
 */
export function buildSeed(today: string, cutoff: Date): SeedTable[] {
  const merchants = merchantRows(today);
  const terminals = seedTerminals(today);
  const plans = seedSalesPlans();
  const payees = new Map<number, PixPayee>(
    merchants.merchants.map((m) => [
      m.id,
      { name: m.trade ?? m.merchant_name, city: merchants.addresses.find((a) => a.merchant_id === m.id)?.city ?? '' },
    ]),
  );
  const links = seedPaylinks(today, cutoff, plans, payees);
  const sales = generateSales(today, cutoff, terminals, plans, links.sales);
  const linked = links.finish();
  const billets = seedBillets(today, cutoff, sales.rows, linked.billets);
  const companies = new Map(
    merchants.merchants.map((m) => [
      m.id,
      {
        name: m.trade ?? m.merchant_name,
        document: merchants.documents.find((d) => d.merchant_id === m.id)?.value ?? '',
      },
    ]),
  );
  const bank = seedReturnFiles(today, cutoff, billets.billets, billets.events, companies);
  const terminalRows = terminals.map(({ row }) => ({ ...row, last_used_at: sales.lastUsed.get(row.id) ?? null }));
  return [
    { table: t.operation, rows: operations },
    { table: t.channel, rows: channels },
    { table: t.card_brand, rows: cardBrands },
    { table: t.bank, rows: banks },
    { table: t.app, rows: apps },
    { table: t.document_type, rows: documentTypes },
    { table: t.merchant, rows: merchants.merchants },
    { table: t.merchant_document, rows: merchants.documents },
    { table: t.merchant_ecommerce, rows: merchants.ecommerce },
    { table: t.merchant_address, rows: merchants.addresses },
    { table: t.merchant_phone, rows: merchants.phones },
    { table: t.merchant_bank_account, rows: merchants.bankAccounts },
    { table: t.terminal, rows: terminalRows },
    { table: t.sales_plan, rows: plans.plans },
    { table: t.sales_plan_price, rows: plans.prices },
    { table: t.card_transaction, rows: sales.rows },
    ...deriveSettlement(today, sales.rows, merchants, terminals),
    { table: t.paylink, rows: links.paylinks },
    { table: t.paylink_payment, rows: linked.payments },
    { table: t.receipt, rows: linked.receipts },
    { table: t.pix_charge, rows: linked.pix },
    { table: t.billet, rows: billets.billets },
    { table: t.return_file, rows: bank.files },
    { table: t.billet_event, rows: bank.events },
  ];
}
