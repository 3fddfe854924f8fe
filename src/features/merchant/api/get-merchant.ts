import { queryOptions } from '@tanstack/react-query';
import { merchantDetail } from '@contract/merchant/detail';
import type { ResponseOf } from '@contract/endpoint';
import { api } from '@/api';

/** The merchant as requirements §7's call answers it; addresses, phones and accounts are extras. */
export type Merchant = ResponseOf<typeof merchantDetail>;

/** Requirements §3: e-commerce is on when the merchant has any e-commerce API entry. */
export const isEcommerceEnabled = (merchant: Merchant): boolean => merchant.ecommerce.length > 0;
/** Requirements §3: billets are on when some plan sells through the 'Boleto' channel. */
export const isBilletEnabled = (merchant: Merchant): boolean =>
  merchant.plans.some((plan) => plan.channel.channel_name.trim().toLowerCase() === 'boleto');

const getMerchant = (merchantId: number, signal?: AbortSignal) =>
  api.call(merchantDetail, { params: { merchantId }, signal });

export const merchantQueries = {
  all: () => ['merchant'] as const,
  detail: (merchantId: number) =>
    queryOptions({
      queryKey: [...merchantQueries.all(), merchantId] as const,
      queryFn: ({ signal }) => getMerchant(merchantId, signal),
      // Loaded once per session, then reused (requirements §4); kept for offline viewing.
      staleTime: 5 * 60_000,
      // The shell says it with requirements §8's own words: 'Falha ao carregar dados de lojista…'.
      meta: { persist: true, errorToast: false },
    }),
};
