import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { RouteError } from '@/app/route-error';
import { NotFoundPage } from '@/ui/errors/error-pages';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
