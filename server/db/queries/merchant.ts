import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import {
  bank,
  channel,
  document_type,
  merchant,
  merchant_address,
  merchant_bank_account,
  merchant_document,
  merchant_ecommerce,
  merchant_phone,
  sales_plan,
} from '../schema/index.ts';
import { toZonedIso } from '../../domain/zone.ts';

/** The merchant record as docs/api.md describes it, or null when there is no such merchant. */
export async function getMerchant(orm: Orm, merchantId: number) {
  const [row] = await orm.select().from(merchant).where(eq(merchant.id, merchantId));
  if (!row) return null;
  // PGlite runs one query at a time anyway; sequential keeps node-postgres to one connection.
  const documents = await orm
    .select({
      id: merchant_document.id,
      value: merchant_document.value,
      type_id: document_type.id,
      type: document_type.type,
    })
    .from(merchant_document)
    .innerJoin(document_type, eq(document_type.id, merchant_document.document_type_id))
    .where(eq(merchant_document.merchant_id, merchantId))
    .orderBy(asc(merchant_document.id));
  const plans = await orm
    .select({ id: sales_plan.id, name: sales_plan.name, channel_id: channel.id, channel_name: channel.channel_name })
    .from(sales_plan)
    .innerJoin(channel, eq(channel.id, sales_plan.channel_id))
    .where(eq(sales_plan.merchant_id, merchantId))
    .orderBy(asc(sales_plan.id));
  const ecommerce = await orm
    .select()
    .from(merchant_ecommerce)
    .where(eq(merchant_ecommerce.merchant_id, merchantId))
    .orderBy(asc(merchant_ecommerce.id));
  const addresses = await orm
    .select()
    .from(merchant_address)
    .where(eq(merchant_address.merchant_id, merchantId))
    .orderBy(asc(merchant_address.id));
  const phones = await orm
    .select()
    .from(merchant_phone)
    .where(eq(merchant_phone.merchant_id, merchantId))
    .orderBy(asc(merchant_phone.id));
  const accounts = await orm
    .select({ account: merchant_bank_account, bank_name: bank.bank_name })
    .from(merchant_bank_account)
    .innerJoin(bank, eq(bank.bank_code, merchant_bank_account.bank_code))
    .where(eq(merchant_bank_account.merchant_id, merchantId))
    .orderBy(asc(merchant_bank_account.id));

  return {
    id: row.id,
    merchant_name: row.merchant_name,
    trade: row.trade,
    email: row.email,
    mcc: row.mcc,
    created_at: toZonedIso(row.created_at),
    documents: documents.map((d) => ({ id: d.id, value: d.value, document_type: { id: d.type_id, type: d.type } })),
    plans: plans.map((p) => ({ id: p.id, name: p.name, channel: { id: p.channel_id, channel_name: p.channel_name } })),
    ecommerce: ecommerce.map((e) => ({
      id: e.id,
      name: e.name,
      client_id: e.client_id,
      created_at: toZonedIso(e.created_at),
      active: e.active,
    })),
    addresses: addresses.map(({ id: _id, merchant_id: _m, ...address }) => address),
    phones: phones.map((p) => ({ type: p.type, number: p.number })),
    bank_accounts: accounts.map(({ account: a, bank_name }) => ({
      destination: a.destination,
      bank_code: a.bank_code,
      bank_name,
      agency: a.agency,
      account: a.account,
      account_type: a.account_type,
    })),
  };
}
