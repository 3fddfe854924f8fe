import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TerminalStatus } from '../../../contract/codes/merchant.ts';
import { bank, channel, document_type } from './lookups.ts';

const instant = () => timestamp({ withTimezone: true, mode: 'date' });

export const merchant = pgTable('merchant', {
  id: integer().primaryKey(),
  merchant_name: text().notNull(),
  trade: text(),
  email: text().notNull(),
  /** Merchant category code (ISO 18245), not the 'MCC' Mastercard credit arrangement. */
  mcc: text().notNull(),
  created_at: instant().notNull(),
});

const merchantId = () =>
  integer()
    .notNull()
    .references(() => merchant.id);

/** CPF or CNPJ, unformatted; text because a CNPJ may be alphanumeric (IN RFB 2.229/2024). */
export const merchant_document = pgTable('merchant_document', {
  id: integer().primaryKey(),
  merchant_id: merchantId(),
  document_type_id: integer()
    .notNull()
    .references(() => document_type.id),
  value: text().notNull(),
});

export const merchant_ecommerce = pgTable('merchant_ecommerce', {
  id: integer().primaryKey(),
  merchant_id: merchantId(),
  name: text().notNull(),
  client_id: text().notNull(),
  created_at: instant().notNull(),
  active: boolean().notNull(),
});

export const merchant_address = pgTable('merchant_address', {
  id: integer().primaryKey(),
  merchant_id: merchantId(),
  type: text().notNull(),
  street: text().notNull(),
  number: text().notNull(),
  complement: text(),
  neighborhood: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  zip_code: text().notNull(),
});

export const merchant_phone = pgTable('merchant_phone', {
  id: integer().primaryKey(),
  merchant_id: merchantId(),
  type: text().notNull(),
  number: text().notNull(),
});

export const merchant_bank_account = pgTable('merchant_bank_account', {
  id: integer().primaryKey(),
  merchant_id: merchantId(),
  destination: text().notNull(),
  bank_code: text()
    .notNull()
    .references(() => bank.bank_code),
  agency: text().notNull(),
  account: text().notNull(),
  account_type: text().notNull(),
});

export const terminal = pgTable('terminal', {
  id: integer().primaryKey(),
  merchant_id: merchantId(),
  serial_number: text().notNull().unique(),
  model: text().notNull(),
  manufacturer: text().notNull(),
  connectivity: text().notNull(),
  status: text().$type<TerminalStatus>().notNull(),
  activation_date: date({ mode: 'string' }).notNull(),
  last_used_at: instant(),
});

export const sales_plan = pgTable('sales_plan', {
  id: integer().primaryKey(),
  merchant_id: merchantId(),
  name: text().notNull(),
  channel_id: integer()
    .notNull()
    .references(() => channel.id),
});
