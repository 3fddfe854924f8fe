import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Checkout } from '@contract/checkout/link';
import type { PaymentMethod } from '@contract/shapes/payment-methods';
import { usePageHeading } from '../layout/checkout-layout';
import { Loading } from '../layout/loading';
import type { PublicPageProps } from '../router/routes';
import { CardPayment } from './card/card-payment';
import { CheckoutFrame } from './checkout-frame';
import { LinkSummary } from './link-summary';
import { Payee } from './payee';
import { MethodTabs, panelId, tabId } from './method-tabs';
import { methodsOf } from './methods';
import { emptyPayer, type PayerValues } from './payer';
import './checkout.css';

/**
 * `/paylink/checkout/$urlHash`: the whole checkout on one page — what is paid, the ways to pay as
 * tabs and the chosen one's form. The old per-method addresses (`/payment`, `/payment/card`,
 * `/payment/pix`, `/payment/billet`) open the same page on their tab.
 */
export function CheckoutPage({ params, method }: PublicPageProps & { method?: PaymentMethod }) {
  const urlHash = params.urlHash ?? '';
  return (
    <CheckoutFrame urlHash={urlHash}>
      {(checkout) => <OnePageCheckout checkout={checkout} urlHash={urlHash} initial={method} />}
    </CheckoutFrame>
  );
}

/** The Pix and boleto forms load when their tab is first opened: the card's is the first screen. */
const PixTab = lazy(() => import('./charge-tabs').then((m) => ({ default: m.PixTab })));
const BilletTab = lazy(() => import('./charge-tabs').then((m) => ({ default: m.BilletTab })));

export const CardCheckoutPage = (props: PublicPageProps) => <CheckoutPage {...props} method="CARD" />;
export const PixCheckoutTabPage = (props: PublicPageProps) => <CheckoutPage {...props} method="PIX" />;
export const BilletCheckoutTabPage = (props: PublicPageProps) => <CheckoutPage {...props} method="BILLET" />;

/** `shop — description`: the tab's title, as the link's preview says it. */
export const checkoutTitle = (checkout: Checkout) => `${checkout.merchant.name} — ${checkout.description}`;

interface OnePageProps {
  checkout: Checkout;
  urlHash: string;
  initial?: PaymentMethod;
}

export function OnePageCheckout({ checkout, urlHash, initial }: OnePageProps) {
  const methods = methodsOf(checkout.payment_methods);
  const [method, setMethod] = useState<PaymentMethod>(
    initial && methods.includes(initial) ? initial : (methods[0] ?? 'CARD'),
  );
  // What the payer typed about themselves follows them from tab to tab (memory only).
  const [payer, setPayer] = useState<PayerValues>(emptyPayer);
  const switched = useRef(false);
  usePageHeading({ documentTitle: checkoutTitle(checkout) });
  useEffect(() => {
    // A switch from the decline's buttons moves the focus to the new tab, as a click on it would.
    if (switched.current) document.getElementById(tabId(method))?.focus();
    switched.current = false;
  }, [method]);
  const switchTo = (next: PaymentMethod) => {
    switched.current = true;
    setMethod(next);
  };
  // With one method the link has nothing to switch to: no tabs (the Pix and boleto pages then
  // offer no "Trocar forma de pagamento" either).
  const switchable = methods.length > 1;
  const back = switchable ? urlHash : undefined;
  return (
    <div className="checkout-one">
      <LinkSummary checkout={checkout} />
      <div className="checkout-main">
        {switchable && <MethodTabs methods={methods} selected={method} onSelect={setMethod} />}
        <div
          className="public-panel checkout-panel"
          id={panelId}
          role={switchable ? 'tabpanel' : undefined}
          aria-labelledby={switchable ? tabId(method) : undefined}
        >
          {method === 'CARD' && (
            <CardPayment
              checkout={checkout}
              urlHash={urlHash}
              payer={payer}
              onPayer={setPayer}
              others={methods.filter((other) => other !== 'CARD')}
              onSwitch={switchTo}
            />
          )}
          <Suspense fallback={<Loading />}>
            {method === 'PIX' && <PixTab key="PIX" urlHash={urlHash} back={back} payer={payer} onPayer={setPayer} />}
            {method === 'BILLET' && (
              <BilletTab key="BILLET" urlHash={urlHash} back={back} payer={payer} onPayer={setPayer} />
            )}
          </Suspense>
        </div>
      </div>
      <Payee checkout={checkout} />
    </div>
  );
}
