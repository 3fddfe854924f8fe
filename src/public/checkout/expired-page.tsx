import { Suspense, use } from 'react';
import * as v from 'valibot';
import { isApiError } from '../api/client';
import { getCheckout } from '../api/calls';
import { GoneSchema } from '../api/schemas';
import { CheckoutLayout, useMerchantHeader } from '../layout/checkout-layout';
import { ErrorBoundary } from '../layout/error-boundary';
import { ErrorState } from '../layout/error-state';
import { TimeIcon } from '../layout/page-icons';
import { Loading } from '../layout/loading';
import { StatusPanel } from '../layout/status-panel';
import { Link } from '../router/link';
import type { PublicPageProps } from '../router/routes';
import { checkoutPath, Redirect } from './checkout-frame';

/**
 * `/paylink/checkout/$urlHash/expired`: a link that can no longer be paid (expired, already
 * paid or deactivated), in the server's words. A link that is still payable goes back to it.
 */
export function ExpiredPage({ params }: PublicPageProps) {
  const urlHash = params.urlHash ?? '';
  return (
    <CheckoutLayout title="Link expirado" merchantName={null}>
      <ErrorBoundary fallback={(error, retry) => <Gone error={error} retry={retry} />}>
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

function Gone({ error, retry }: { error: unknown; retry: () => void }) {
  if (isApiError(error, 404)) return <Redirect to="/paylink/checkout/exception" />;
  if (!isApiError(error, 410)) return <ErrorState error={error} retry={retry} />;
  const body = v.safeParse(GoneSchema, error.body);
  return (
    <StatusPanel
      icon={<TimeIcon />}
      text={body.success ? body.output.message : 'Este link de pagamento não está mais disponível.'}
    >
      <p className="public-muted">Se ainda precisa pagar, peça um novo link a quem o enviou.</p>
    </StatusPanel>
  );
}
