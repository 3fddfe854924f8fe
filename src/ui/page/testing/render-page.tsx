import { setupIonic } from '@/ui/setup-ionic';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';

// Without a mode Ionic components have no stylesheet to adopt and happy-dom logs errors.
setupIonic();

/**
 * Test helper: renders a screen inside a one-route router (AppPage's back button needs one) and
 * a query client seeded with `data` (query key → data), so suspense queries resolve at once.
 * Mock `@/offline/connectivity` and `@/auth` in the test file as the screen needs.
 */
export async function renderPage(ui: () => ReactNode, data: [readonly unknown[], unknown][] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Suspense fallback="carregando">{ui()}</Suspense> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { queryClient, router };
}
