import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '@/api';
import { ErrorState } from '@/ui/states/error-state';
import { AppPage } from './app-page';
import type { BreadcrumbItem } from './page-title-bar';

const OFFLINE_MESSAGE =
  'Sem conexão com a internet e sem dados guardados desta tela. Tente de novo quando a conexão voltar.';

/** The Portuguese text for a failed load: the API's message, or why nothing arrived. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    if (error.network) return OFFLINE_MESSAGE;
    return error.message || undefined;
  }
  return undefined;
}

export interface PageErrorProps {
  title: string;
  breadcrumb?: readonly BreadcrumbItem[];
  error: unknown;
}

/**
 * A screen whose data failed to load: keeps the page's title bar (so the user knows where they
 * are and can go back) and offers a retry that reruns the route loader.
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
      <ErrorState message={errorMessage(error)} onRetry={() => void router.invalidate()} />
    </AppPage>
  );
}
