import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/api';
import { GenericErrorPage, NotFoundPage } from '@/ui/errors/error-pages';
import { reloadForChunkError } from './chunk-reload';

/** Route errors: a stale chunk reloads (rate-limited), a 404 from the API is the 404 page. */
export function RouteError({ error }: ErrorComponentProps) {
  if (reloadForChunkError(error)) return null;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return <GenericErrorPage />;
}
