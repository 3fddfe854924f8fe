import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoadFailure } from '@/ui/states/load-failure';
import { AppPage } from './app-page';
import type { BreadcrumbItem } from './page-title-bar';

export interface PageErrorProps {
  title: string;
  breadcrumb?: readonly BreadcrumbItem[];
  error: unknown;
}

/**
 * A screen whose data failed to load: keeps the page's title bar (so the user knows where they
 * are and can go back) and the offline marker; offline it is the calm "never saved on this
 * device" state, which reruns the route loader once the network is back.
 */
export function PageError({ title, breadcrumb, error }: PageErrorProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // Suspense queries that threw stay in error until the boundary is reset (TanStack Router
  // + Query recipe): reset on mount so the retry below can load them again.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <AppPage title={title} breadcrumb={breadcrumb}>
      <LoadFailure error={error} onRetry={() => void router.invalidate()} />
    </AppPage>
  );
}
