import { Suspense, use } from 'react';
import { isApiError } from '../api/client';
import { getCheckout } from '../api/calls';
import { CheckoutLayout, useMerchantHeader } from '../layout/checkout-layout';
import { ErrorBoundary } from '../layout/error-boundary';
import { ErrorState } from '../layout/error-state';
import { Loading } from '../layout/loading';
import { StatusPanel } from '../layout/status-panel';
import { Link } from '../router/link';
import type { PublicPageProps } from '../router/routes';
import { checkoutPath, Redirect } from './checkout-frame';
import { ClosedLink } from './closed-link';

/**
 * `/paylink/checkout/$urlHash/expired`: where a payment found the link closed (paid elsewhere,
 * expired, switched off) — the same words as the link's own address. A link that is still
 * payable goes back to it.
 */
export function ExpiredPage({ params }: PublicPageProps) {
  const urlHash = params.urlHash ?? '';
  return (
    <CheckoutLayout title="Link indisponível">
      <ErrorBoundary fallback={(error, retry) => <Gone urlHash={urlHash} error={error} retry={retry} />}>
        <Suspense fallback={<Loading />}>
          <StillPayable urlHash={urlHash} />
        </Suspense>
      </ErrorBoundary>
    </CheckoutLayout>
  );
}

function StillPayable({ urlHash }: { urlHash: string }) {
  const checkout = use(getCheckout(urlHash));
  useMerchantHeader(checkout.merchant.name);
  return (
    <StatusPanel text="Este link de pagamento ainda está ativo.">
      <Link to={checkoutPath(urlHash)} className="public-button">
        Ir para o pagamento
      </Link>
    </StatusPanel>
  );
}

function Gone({ urlHash, error, retry }: { urlHash: string; error: unknown; retry: () => void }) {
  if (isApiError(error, 404)) return <Redirect to="/paylink/checkout/exception" />;
  if (!isApiError(error, 410)) return <ErrorState error={error} retry={retry} />;
  return <ClosedLink urlHash={urlHash} error={error} />;
}
