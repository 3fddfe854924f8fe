import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from './client-instance';

/** Lookup lists several features share (spec section 7). They change rarely: cache long. */
const DAY = 24 * 60 * 60_000;

export const BankSchema = v.object({ bank_code: v.string(), bank_name: v.string(), ispb: v.nullable(v.string()) });
export type Bank = v.InferOutput<typeof BankSchema>;
export const OperationSchema = v.object({ id: v.number(), operation_name: v.string(), has_mdr: v.boolean() });
export const ChannelSchema = v.object({ id: v.number(), channel_name: v.string() });
export const CardBrandSchema = v.object({ id: v.number(), brand_name: v.string() });
export const AppSchema = v.object({ app_name: v.string(), app_code: v.string() });
/** The 23 reasons a receivable is held back, labelled by the backend (spec section 5). */
export const BlockTypeSchema = v.object({ id: v.number(), description: v.string() });

const lookup = <S extends v.GenericSchema>(path: string, schema: S, errorToast?: false) =>
  // The path identifies the list; the schema only checks its shape.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: ['lookup', path] as const,
    queryFn: ({ signal }) => api.get(path, v.array(schema), { signal }),
    staleTime: DAY,
    meta: errorToast === false ? { persist: true, errorToast } : { persist: true },
  });

export const lookupQueries = {
  // The shell says it with spec §8's own words: 'Falha ao carregar bancos…'.
  banks: () => lookup('/v1/bank', BankSchema, false),
  operations: () => lookup('/v1/operation', OperationSchema),
  channels: () => lookup('/v1/channel', ChannelSchema),
  cardBrands: () => lookup('/v1/card_brand', CardBrandSchema),
  apps: () => lookup('/v1/apps', AppSchema),
  // Optional (not a spec §7 call): its absence falls back to a static list, without a toast.
  blockTypes: () => lookup('/v1/block_type', BlockTypeSchema, false),
};

/** 'code - name' as the spec displays banks. */
export const formatBank = (bank: Pick<Bank, 'bank_code' | 'bank_name'>): string =>
  `${bank.bank_code} - ${bank.bank_name}`;

/** Found by code or by ispb. */
export const findBank = (banks: readonly Bank[], codeOrIspb: string): Bank | undefined =>
  banks.find((bank) => bank.bank_code === codeOrIspb || bank.ispb === codeOrIspb);

/** Only banks with an ispb are offered as options. */
export const bankOptions = (banks: readonly Bank[]): Bank[] => banks.filter((bank) => bank.ispb);
