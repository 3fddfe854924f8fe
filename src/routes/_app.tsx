import { createFileRoute } from '@tanstack/react-router';
import { merchantQueries } from '@/features/merchant/api/get-merchant';
import { AppLayout } from '@/app/shell/app-layout';
import { FullScreenSpinner } from '@/ui/loading/loading';

/**
 * The signed-in layout. Signing in, restoring the offline cache and loading the merchant all
 * happen here, before any child loader runs (docs/stack-notes.md, "Persisted cache and loaders").
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const session = await context.sessions.load();
    const state = await session.start();
    if ((state.status === 'authenticated' || state.status === 'offline') && state.user.merchantId !== undefined) {
      // Errors surface in the layout (toast + retry); the shell must still render.
      await context.queryClient
        .ensureQueryData({ ...merchantQueries.detail(state.user.merchantId), revalidateIfStale: true })
        .catch(() => undefined);
    }
    return { session };
  },
  pendingComponent: () => <FullScreenSpinner />,
  component: AppLayout,
});
