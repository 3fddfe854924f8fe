import { apps, cardBrands, channels, operations } from '../../domain/lookups.ts';

/**
 * Names of the fixed reference data, from the same lists the seed loads into the lookup tables:
 * list rows get their names without joining three tables per row.
 */
const channelNames = new Map(channels.map((c) => [c.id, c.channel_name]));
const operationNames = new Map(operations.map((o) => [o.id, o.operation_name]));
const brandNames = new Map(cardBrands.map((b) => [b.id, b.brand_name]));
const appNames = new Map<string, string>(apps.map((a) => [a.app_code, a.app_name]));

export const channelOf = (id: number) => ({ id, channel_name: channelNames.get(id) ?? '' });
export const operationOf = (id: number) => ({ id, operation_name: operationNames.get(id) ?? '' });
export const cardBrandOf = (id: number | null) => (id === null ? null : { id, brand_name: brandNames.get(id) ?? '' });
export const appNameOf = (code: string | null) => (code === null ? null : (appNames.get(code) ?? null));
