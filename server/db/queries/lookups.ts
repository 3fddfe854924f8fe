import { asc } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { app, bank, card_brand, channel, operation } from '../schema/index.ts';

export const listOperations = (orm: Orm) =>
  orm
    .select({ id: operation.id, operation_name: operation.operation_name, has_mdr: operation.has_mdr })
    .from(operation)
    .orderBy(asc(operation.id));

export const listChannels = (orm: Orm) =>
  orm.select({ id: channel.id, channel_name: channel.channel_name }).from(channel).orderBy(asc(channel.id));

export const listCardBrands = (orm: Orm) =>
  orm.select({ id: card_brand.id, brand_name: card_brand.brand_name }).from(card_brand).orderBy(asc(card_brand.id));

export const listBanks = (orm: Orm) =>
  orm
    .select({ bank_code: bank.bank_code, bank_name: bank.bank_name, ispb: bank.ispb })
    .from(bank)
    .orderBy(asc(bank.bank_code));

export const listApps = (orm: Orm) =>
  orm.select({ app_name: app.app_name, app_code: app.app_code }).from(app).orderBy(asc(app.app_name));
