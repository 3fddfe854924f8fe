import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { isApiError } from '../api/client';
import { getCheckout } from '../api/calls';
import type { Checkout } from '@contract/checkout/link';
import { CheckoutLayout, useMerchantHeader } from '../layout/checkout-layout';
import { ErrorBoundary } from '../layout/error-boundary';
import { ErrorState } from '../layout/error-state';
import { FirstPaintDone } from '../layout/first-paint';
import { Loading } from '../layout/loading';
import { useNavigate } from '../router/navigation';

interface CheckoutFrameProps {
  urlHash: string;
  children: (checkout: Checkout) => ReactNode;
}

/**
 * The link's checkout page: the layout at once, the link's data when it arrives, and the link's
 * own ends: unknown → the exception page; no longer payable (410) → said here, at the address
 * the customer opened, in the shop's name.
 */
/** Rare (a link reopened once paid or past its date): its code loads only then. */
const ClosedLink = lazy(() => import('./closed-link').then((m) => ({ default: m.ClosedLink })));

export function CheckoutFrame({ urlHash, children }: CheckoutFrameProps) {
  return (
    <CheckoutLayout title="Pagamento" hideTitle wide>
      <ErrorBoundary fallback={(error, retry) => <CheckoutError error={error} urlHash={urlHash} retry={retry} />}>
        <Suspense fallback={<Loading />}>
          <WithCheckout urlHash={urlHash} render={children} />
          <FirstPaintDone />
        </Suspense>
      </ErrorBoundary>
    </CheckoutLayout>
  );
}

function WithCheckout({ urlHash, render }: { urlHash: string; render: (checkout: Checkout) => ReactNode }) {
  const checkout = use(getCheckout(urlHash));
  useMerchantHeader(checkout.merchant.name);
  return render(checkout);
}

export const checkoutPath = (urlHash: string, rest = '') => `/paylink/checkout/${encodeURIComponent(urlHash)}${rest}`;

function CheckoutError({ error, urlHash, retry }: { error: unknown; urlHash: string; retry: () => void }) {
  return (
    <>
      <FirstPaintDone />
      {isApiError(error, 404) ? (
        <Redirect to="/paylink/checkout/exception" />
      ) : isApiError(error, 410) ? (
        <Suspense fallback={<Loading />}>
          <ClosedLink urlHash={urlHash} error={error} />
        </Suspense>
      ) : (
        <ErrorState error={error} retry={retry} />
      )}
    </>
  );
}

/** Moves on as soon as it renders, replacing the address the customer cannot use. */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return <Loading />;
}
