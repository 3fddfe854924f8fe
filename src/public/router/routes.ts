import type { ComponentType } from 'react';

/** What a public page receives: its path parameters and the query string. */
export interface PublicPageProps {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export interface PublicRoute {
  /** Segments; ':name' captures one segment. */
  pattern: string;
  load: () => Promise<ComponentType<PublicPageProps>>;
  /** Asks for the page's data while its code loads (the page reads the same cached request). */
  prefetch?: (params: PublicPageProps['params']) => Promise<unknown>;
}

const calls = () => import('../api/calls');
const checkoutPage = () => import('../checkout/checkout-page');
const checkoutData = (params: PublicPageProps['params']) =>
  calls().then(({ getCheckout }) => getCheckout(params.urlHash ?? ''));

/**
 * The customer's pages, first match wins (so `exception` is tried before a link's hash). Each
 * loads its own chunk: a customer opening the card page downloads that page and nothing else.
 * TanStack's file routes under src/routes/{paylink,pix,billet,receipt} name the same pages for
 * the signed-in app's router; a test keeps the two lists in step.
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    pattern: '/paylink/checkout/exception',
    load: () => import('../checkout/exception-page').then((m) => m.CheckoutExceptionPage),
  },
  // One page for the link and its old per-method addresses (each opens its tab).
  {
    pattern: '/paylink/checkout/:urlHash',
    load: () => checkoutPage().then((m) => m.CheckoutPage),
    prefetch: checkoutData,
  },
  {
    pattern: '/paylink/checkout/:urlHash/payment',
    load: () => checkoutPage().then((m) => m.CheckoutPage),
    prefetch: checkoutData,
  },
  {
    pattern: '/paylink/checkout/:urlHash/payment/card',
    load: () => checkoutPage().then((m) => m.CardCheckoutPage),
    prefetch: checkoutData,
  },
  {
    pattern: '/paylink/checkout/:urlHash/payment/billet',
    load: () => checkoutPage().then((m) => m.BilletCheckoutTabPage),
    prefetch: checkoutData,
  },
  {
    pattern: '/paylink/checkout/:urlHash/payment/pix',
    load: () => checkoutPage().then((m) => m.PixCheckoutTabPage),
    prefetch: checkoutData,
  },
  {
    pattern: '/paylink/checkout/:urlHash/expired',
    load: () => import('../checkout/expired-page').then((m) => m.ExpiredPage),
    prefetch: checkoutData,
  },
  { pattern: '/pix/checkout', load: () => import('../pix/pix-checkout-page').then((m) => m.PixCheckoutPage) },
  {
    pattern: '/pix/checkout/exception',
    load: () => import('../pix/pix-exception-page').then((m) => m.PixExceptionPage),
  },
  { pattern: '/pix/test', load: () => import('../pix/pix-test-page').then((m) => m.PixTestPage) },
  {
    pattern: '/receipt/:id',
    load: () => import('../receipt/receipt-page').then((m) => m.ReceiptPage),
    prefetch: (params) => import('../receipt/calls').then(({ getReceipt }) => getReceipt(params.id ?? '')),
  },
  {
    pattern: '/billet/checkout/:id',
    load: () => import('../billet/billet-checkout-page').then((m) => m.BilletCheckoutPage),
    prefetch: (params) => import('../billet/calls').then(({ getBillet }) => getBillet(params.id ?? '')),
  },
];

export interface RouteMatch {
  route: PublicRoute;
  params: Readonly<Record<string, string | undefined>>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The public page of a path (a trailing slash is ignored), or null for none. */
export function matchPublicRoute(pathname: string, routes = PUBLIC_ROUTES): RouteMatch | null {
  const parts = segments(pathname);
  for (const route of routes) {
    const pattern = segments(route.pattern);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        return false;
      }
      return part !== '';
    });
    if (matches) return { route, params };
  }
  return null;
}
