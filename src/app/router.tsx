import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@contract/runtime-config';
import { routeTree } from '@/routeTree.gen';
import { FullScreenSpinner } from '@/ui/loading/loading';
import { GenericErrorPage, NotFoundPage } from '@/ui/errors/error-pages';
import type { SessionLoader } from './session-loader';

export interface RouterContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
  sessions: SessionLoader;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // The loaders read through react-query, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <FullScreenSpinner />,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: GenericErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
