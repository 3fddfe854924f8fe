import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DocumentType } from '../../../contract/merchant/detail.ts';

// Column keys are snake_case on purpose: TS key = column name = API field name, so seed rows,
// COPY column lists and responses never need a mapping table (and a rename shows up everywhere).

export const operation = pgTable('operation', {
  id: integer().primaryKey(),
  operation_name: text().notNull(),
  has_mdr: boolean().notNull(),
});

export const channel = pgTable('channel', {
  id: integer().primaryKey(),
  channel_name: text().notNull(),
});

export const card_brand = pgTable('card_brand', {
  id: integer().primaryKey(),
  brand_name: text().notNull(),
});

/** COMPE code as text: '001' keeps its zeros. ISPB is null for banks that left the STR. */
export const bank = pgTable('bank', {
  bank_code: text().primaryKey(),
  bank_name: text().notNull(),
  ispb: text(),
});

export const app = pgTable('app', {
  app_code: text().primaryKey(),
  app_name: text().notNull(),
});

export const document_type = pgTable('document_type', {
  id: integer().primaryKey(),
  type: text().$type<DocumentType>().notNull(),
});

/** Bookkeeping of the sandbox itself (data version, seed date). */
export const sandbox_meta = pgTable('sandbox_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});
