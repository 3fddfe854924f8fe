import { createFileRoute } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { merchantQueries } from '@/features/merchant/api/get-merchant';
import { MERCHANT_TITLE, MerchantPage, MerchantPending } from '@/features/merchant/components/merchant-page';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/merchant')({
  loader: ({ context }) => {
    // The layout loaded the merchant already; this only refreshes a stale copy.
    const state = context.session.getState();
    if (!('user' in state) || state.user.merchantId === undefined) return undefined;
    return context.queryClient.ensureQueryData({
      ...merchantQueries.detail(state.user.merchantId),
      revalidateIfStale: true,
    });
  },
  pendingComponent: MerchantPending,
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : <PageError title={MERCHANT_TITLE} error={error} />,
  component: MerchantPage,
});
