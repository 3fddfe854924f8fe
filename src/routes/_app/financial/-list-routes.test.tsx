import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EffectsPage } from '@/features/contract-effects/components/effects-page';
import { PaylinksPage, type PaylinkSearch } from '@/features/paylink/components/paylinks-page';
import type { EffectsSearch } from '@/features/contract-effects/lib/filters';
import { UnitsPage } from '@/features/receivable-units/components/units-page';
import type { UnitsSearch } from '@/features/receivable-units/lib/filters';
import { StatementPage } from '@/features/statement/components/statement-page';
import type { StatementSearch } from '@/features/statement/lib/filters';
import { TransactionsPage } from '@/features/transactions/components/transactions-page';
import type { TransactionSearch } from '@/features/transactions/lib/filters';
import { renderPage } from '@/ui/page/testing/render-page';
import { Route as EffectsRoute } from './contract_effects/index';
import { Route as PaylinksRoute } from '../paylink/list';
import { Route as UnitsRoute } from './receivable_units/index';
import { Route as StatementRoute } from './statement/index';
import { Route as TransactionsRoute } from './transactions/index';

/*
 * Every paged list route must prefetch, in its loader, the very query its screen then reads:
 * a key that differs by one parameter costs a second request and a skeleton, and nothing else
 * shows it. Each route runs here as the router runs it (search schema, loaderDeps, loader) and
 * its screen renders with the same search; the screen must be reading the prefetched query and
 * no other list query.
 */

const media = vi.hoisted(() => ({ wide: false }));
vi.mock('@/ui/page/use-media-query', () => ({
  TABLET_UP: 'tablet',
  WIDE_SCREEN: 'wide',
  useMediaQuery: () => media.wide,
}));
vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({
  useIsReadOnlySession: () => false,
  useSessionUser: () => ({ sub: 'user-test', merchantId: 1 }),
}));
// The paylink list reads its share queue from the device.
vi.mock('idb-keyval', () => import('@/offline/testing/fake-idb-keyval'));

type Search = Record<string, unknown>;

/** What the router reads of a route's options (typed loosely: the test calls them by hand). */
interface RouteOptions {
  validateSearch: v.GenericSchema<unknown, Search>;
  loaderDeps: (opts: { search: Search }) => unknown;
  loader: (ctx: { context: { queryClient: QueryClient }; deps: unknown }) => unknown;
}
const optionsOf = (route: { options: unknown }) => route.options as RouteOptions;

const noop = () => undefined;
const EMPTY_PAGE = { data: [], total: 0, sum: { gross_amount: 0, mdr_amount: 0, net_amount: 0 } };

interface ListCase {
  name: string;
  route: { options: unknown };
  /** The feature's list queries (`xQueries.lists()`). */
  root: readonly string[];
  /** URLs' search params, extras (an open sheet) included. */
  searches: Search[];
  /** The screen as the route's component renders it. */
  screen: (search: Search) => ReactNode;
}

const LISTS: ListCase[] = [
  {
    name: 'transactions',
    route: TransactionsRoute,
    root: ['transactions', 'list'],
    searches: [{}, { status: ['DENIED', 'CONFIRMED'], qt_installment: 3, page: 2, perPage: 25, sale: 7 }],
    screen: (search: Search) => (
      <TransactionsPage search={search as TransactionSearch} onSearchChange={noop} onCloseSale={noop} />
    ),
  },
  {
    name: 'statement',
    route: StatementRoute,
    root: ['statement', 'list'],
    searches: [
      {},
      { date_type: 'transaction', start_date: '2026-11-01', end_date: '2026-11-20', blocked: true, page: 3 },
      { adjustments: true, perPage: 50 },
    ],
    screen: (search: Search) => (
      <StatementPage search={search as StatementSearch} onSearchChange={noop} onCloseAdjustments={noop} />
    ),
  },
  {
    name: 'receivable units',
    route: UnitsRoute,
    root: ['receivable-units', 'list'],
    searches: [{}, { arrangement_id: ['4', '1'], holder_document: '34.218.765/0001-14', paid: false, page: 2 }],
    screen: (search: Search) => <UnitsPage search={search as UnitsSearch} onSearchChange={noop} />,
  },
  {
    name: 'contract effects',
    route: EffectsRoute,
    root: ['contract-effects', 'list'],
    searches: [{}, { deprecated: 'true', beneficiary_doc: '60.701.190/0001-04', effect_type: ['2'], perPage: 10 }],
    screen: (search: Search) => <EffectsPage search={search as EffectsSearch} onSearchChange={noop} />,
  },
  {
    name: 'payment links',
    route: PaylinksRoute,
    root: ['paylinks', 'list'],
    searches: [{}, { status: 'PAID', description: 'bolo', page: 2, perPage: 25 }],
    screen: (search: Search) => <PaylinksPage search={search as PaylinkSearch} onSearchChange={noop} onOpen={noop} />,
  },
];

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: media.wide, media: query, addEventListener: noop, removeEventListener: noop }) as never,
  );
  // Lookups and anything not seeded fail fast instead of reaching for a network.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('no network in tests')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Runs the route's loader as the router would and returns the key it prefetched. */
async function prefetchedKey(options: RouteOptions, search: Search): Promise<readonly unknown[]> {
  const queryClient = new QueryClient();
  const keys: (readonly unknown[])[] = [];
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (query) => void keys.push(query.queryKey));
  vi.spyOn(queryClient, 'prefetchInfiniteQuery').mockImplementation(async (query) => void keys.push(query.queryKey));
  await options.loader({ context: { queryClient }, deps: options.loaderDeps({ search }) });
  expect(keys).toHaveLength(1);
  return keys[0] as readonly unknown[];
}

describe.each(LISTS)('the $name route', ({ route, root, searches, screen }) => {
  describe.each([
    { device: 'phone', wide: false },
    { device: 'wide screen', wide: true },
  ])('on a $device', ({ wide }) => {
    it.each(searches)('prefetches the query its screen reads (%o)', async (url) => {
      media.wide = wide;
      const options = optionsOf(route);
      const search = v.parse(options.validateSearch, url);

      const key = await prefetchedKey(options, search);
      const data = wide ? EMPTY_PAGE : { pages: [EMPTY_PAGE], pageParams: [1] };
      const { queryClient } = await renderPage(() => screen(search), [[key, data]]);

      const read = queryClient
        .getQueryCache()
        .findAll({ queryKey: root, type: 'active' })
        .map((query) => query.queryKey);
      expect(read).toEqual([key]);
    });
  });
});
