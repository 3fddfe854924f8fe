import { Suspense, use, useEffect, type ReactNode } from 'react';
import { isApiError } from '../api/client';
import { getCheckout } from '../api/calls';
import type { Checkout } from '../api/schemas';
import { CheckoutLayout, useMerchantHeader } from '../layout/checkout-layout';
import { ErrorBoundary } from '../layout/error-boundary';
import { ErrorState } from '../layout/error-state';
import { Loading } from '../layout/loading';
import { useNavigate } from '../router/navigation';

interface CheckoutFrameProps {
  urlHash: string;
  title: string;
  wide?: boolean;
  children: (checkout: Checkout) => ReactNode;
}

/**
 * A page of a link's checkout: the layout at once, the link's data when it arrives (one request
 * shared by the checkout's pages), and the link's own ends: unknown → the exception page, no
 * longer payable (410) → the expired page, which shows the server's message.
 */
export function CheckoutFrame({ urlHash, title, wide, children }: CheckoutFrameProps) {
  return (
    <CheckoutLayout title={title} wide={wide}>
      <ErrorBoundary fallback={(error, retry) => <CheckoutError error={error} urlHash={urlHash} retry={retry} />}>
        <Suspense fallback={<Loading />}>
          <WithCheckout urlHash={urlHash} render={children} />
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
  if (isApiError(error, 404)) return <Redirect to="/paylink/checkout/exception" />;
  if (isApiError(error, 410)) return <Redirect to={checkoutPath(urlHash, '/expired')} />;
  return <ErrorState error={error} retry={retry} />;
}

/** Moves on as soon as it renders, replacing the address the customer cannot use. */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return <Loading />;
}
