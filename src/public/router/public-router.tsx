import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { dropFirstPaint } from '../layout/first-paint';
import { Loading } from '../layout/loading';
import { NavigationContext, type PublicNavigation } from './navigation';
import { matchPublicRoute, PUBLIC_ROUTES, type PublicPageProps, type PublicRoute } from './routes';

/** A mistyped public address: rare, so its page loads only when needed. */
const NotFoundPage = lazy(() => import('../layout/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** One lazy chunk per page, made once: a page's code loads when it is first shown. */
const PAGES = new Map<PublicRoute, LazyExoticComponent<ComponentType<PublicPageProps>>>(
  PUBLIC_ROUTES.map((route) => [route, lazy(() => route.load().then((Page) => ({ default: Page })))]),
);

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * The public pages' router: a table of paths (routes.ts), the History API, one lazy chunk per
 * page. TanStack Router is the signed-in app's; here it would cost a quarter of the card page's
 * JavaScript budget for a dozen fixed paths (docs/decisions/017-public-checkout.md).
 */
export function PublicRouter() {
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const onPopState = () => setLocation(here());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigation = useMemo<PublicNavigation>(
    () => ({
      inPage: true,
      navigate(to, options) {
        // `publicNav` tells the next page it was reached in-page (it then takes the focus).
        if (options?.replace) window.history.replaceState({ publicNav: true }, '', to);
        else window.history.pushState({ publicNav: true }, '', to);
        // Another page: the link's first paint no longer stands for what is on screen.
        dropFirstPaint();
        setLocation(here());
        document.querySelector('.public-content')?.scrollTo(0, 0);
      },
    }),
    [],
  );
  const match = matchPublicRoute(location.pathname);
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const page = match ? PAGES.get(match.route) : undefined;
  return (
    <NavigationContext value={navigation}>
      <Suspense fallback={<Loading />}>
        {page && match ? (
          // The page components are made once, at module level (PAGES): picking one is not
          // creating one, which is what the static-components rule guards against in JSX.
          createElement(page, { key: location.pathname + location.search, params: match.params, search })
        ) : (
          <NotFoundPage />
        )}
      </Suspense>
    </NavigationContext>
  );
}
