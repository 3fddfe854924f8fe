import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api';

const DocumentSchema = v.object({
  id: v.number(),
  value: v.string(),
  document_type: v.object({ id: v.number(), type: v.picklist(['CPF', 'CNPJ']) }),
});
const ChannelSchema = v.object({ id: v.number(), channel_name: v.string() });

export const MerchantSchema = v.object({
  id: v.number(),
  merchant_name: v.string(),
  trade: v.nullable(v.string()),
  email: v.optional(v.nullable(v.string())),
  mcc: v.optional(v.nullable(v.string())),
  created_at: v.optional(v.nullable(v.string())),
  documents: v.array(DocumentSchema),
  plans: v.array(v.object({ id: v.number(), name: v.string(), channel: ChannelSchema })),
  ecommerce: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      client_id: v.optional(v.string()),
      created_at: v.optional(v.string()),
      active: v.optional(v.boolean()),
    }),
  ),
  addresses: v.optional(
    v.array(
      v.object({
        type: v.string(),
        street: v.string(),
        number: v.string(),
        complement: v.nullable(v.string()),
        neighborhood: v.string(),
        city: v.string(),
        state: v.string(),
        zip_code: v.string(),
      }),
    ),
    [],
  ),
  phones: v.optional(v.array(v.object({ type: v.string(), number: v.string() })), []),
  bank_accounts: v.optional(
    v.array(
      v.object({
        destination: v.string(),
        bank_code: v.string(),
        bank_name: v.string(),
        agency: v.string(),
        account: v.string(),
        account_type: v.string(),
      }),
    ),
    [],
  ),
});
export type Merchant = v.InferOutput<typeof MerchantSchema>;

/** Spec section 3: e-commerce is on when the merchant has any e-commerce API entry. */
export const isEcommerceEnabled = (merchant: Merchant): boolean => merchant.ecommerce.length > 0;
/** Spec section 3: billets are on when some plan sells through the 'Boleto' channel. */
export const isBilletEnabled = (merchant: Merchant): boolean =>
  merchant.plans.some((plan) => plan.channel.channel_name.trim().toLowerCase() === 'boleto');

export const getMerchant = (merchantId: number, signal?: AbortSignal) =>
  api.get(`/v1/app/merchant/${merchantId}`, MerchantSchema, { signal });

export const merchantQueries = {
  all: () => ['merchant'] as const,
  detail: (merchantId: number) =>
    queryOptions({
      queryKey: [...merchantQueries.all(), merchantId] as const,
      queryFn: ({ signal }) => getMerchant(merchantId, signal),
      // Loaded once per session, then reused (spec section 4); kept for offline viewing.
      staleTime: 5 * 60_000,
      // The shell says it with spec §8's own words: 'Falha ao carregar dados de lojista…'.
      meta: { persist: true, errorToast: false },
    }),
};
