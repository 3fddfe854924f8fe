import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { currentBrand, subscribeBrand } from '@/config/brand';
import { ErrorBoundary } from './error-boundary';
import { ErrorState } from './error-state';
import { LockIcon } from './icons';
import { Loading } from './loading';
import './public.css';

interface CheckoutLayoutProps {
  /** The page's heading and document title (a page may change both once its data arrives). */
  title: string;
  /** The heading is for screen readers only (the checkout's summary says it on screen). */
  hideTitle?: boolean;
  /** Whom the customer pays. undefined: not known yet (blank header); null: no merchant page. */
  merchantName?: string | null;
  children: ReactNode;
  /** Wider content on large screens (the card page's form beside its preview). */
  wide?: boolean;
}

/**
 * The checkout layout of requirements §2: a header with the merchant's name and no signed-in
 * user, then the page. The look of Ionic's toolbar and content (Material mode), drawn with plain
 * elements and Ionic's CSS variables: the customer's page loads no Ionic JavaScript. Content
 * that loads suspends inside the page, so the header and heading show at once.
 */
interface Heading {
  /** The heading instead of the page's own (undefined: the page's own, as it shows). */
  title?: string;
  /** The whole document title instead of `heading | brand`. */
  documentTitle?: string;
}
interface PageHeader {
  merchant: (name: string | null) => void;
  heading: (heading: Heading | null) => void;
}
const PageHeaderContext = createContext<PageHeader>({ merchant: () => undefined, heading: () => undefined });

/** Puts the merchant's name in the header once the page's data has it (null: the brand's). */
export function useMerchantHeader(name: string | null): void {
  const { merchant } = useContext(PageHeaderContext);
  useEffect(() => merchant(name), [merchant, name]);
}

/**
 * Replaces the page's heading (a link found closed says so) and/or the whole document title
 * (the checkout names the shop and what is paid, as the link's preview does).
 */
export function usePageHeading({ title, documentTitle }: Heading): void {
  const { heading } = useContext(PageHeaderContext);
  useEffect(() => {
    heading({ title, documentTitle });
    return () => heading(null);
  }, [heading, title, documentTitle]);
}

export function CheckoutLayout({ title: initialTitle, hideTitle, merchantName, children, wide }: CheckoutLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [merchant, setMerchant] = useState(merchantName);
  const [override, setOverride] = useState<Heading | null>(null);
  const header = useMemo<PageHeader>(() => ({ merchant: setMerchant, heading: setOverride }), []);
  const brand = useSyncExternalStore(subscribeBrand, currentBrand);
  const title = override?.title ?? initialTitle;
  useEffect(() => {
    // The checkout keeps the title its HTML came with (the link's preview: shop — description)
    // until its data names the same.
    if (hideTitle && !override) return;
    document.title = override?.documentTitle ?? `${title} | ${brand.name}`;
  }, [hideTitle, override, title, brand.name]);
  useEffect(() => {
    // After an in-page move the new page's heading takes the focus, as a page load would reset
    // it: a screen reader announces where the customer is now.
    if (window.history.state?.publicNav) heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className="public-page">
      <header className="public-header">
        <div className="public-toolbar">
          {/* The operator's mark, named when the text beside it is the merchant's. */}
          <img className="public-logo" src={brand.logoUrl} alt={merchant ? brand.name : ''} width="28" height="28" />
          <span className="public-merchant">{merchant === null ? brand.name : (merchant ?? '')}</span>
          <span className="public-secure">
            <LockIcon />
            Pagamento seguro
          </span>
        </div>
      </header>
      <main className={wide ? 'public-content public-content-wide' : 'public-content'}>
        <h1
          className={hideTitle && !override?.title ? 'public-title visually-hidden' : 'public-title'}
          ref={heading}
          tabIndex={-1}
        >
          {title}
        </h1>
        <PageHeaderContext value={header}>
          <ErrorBoundary fallback={(error, retry) => <ErrorState error={error} retry={retry} />}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </PageHeaderContext>
      </main>
    </div>
  );
}
