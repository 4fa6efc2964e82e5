// Loaded by main.tsx only when a token is stored (never on /login): starts, in parallel with the
// session check, everything the first signed-in screen waits for — the app chunk, the route's
// chunk and the route's data queries — instead of one after the other (document → entry →
// session check → app chunk → page chunk → queries). The queries go through the same Apollo
// Client the app will use (boot-client.ts), so a screen that mounts while they are in flight joins
// them (Apollo deduplicates identical in-flight queries) and one that mounts later reads the cache.
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { createApolloClient } from '../apollo/client';
import { resolveCurrentAccountId } from '../accounts/account-state';
import {
  AccountListDocument,
  AccountReturnsDocument,
  AnalyticsPageDocument,
  AnalyticsStrategiesDocument,
  DashboardLiveDocument,
  DashboardRecentTradesDocument,
  DashboardSummaryDocument,
  TradeListPageDocument,
  TradeListTotalDocument,
} from '../__generated__/graphql';
import { readFilterValues, toAnalyticsFilter } from '../features/analytics/filter-params';
import { parseFilters, parseSort, toTradeFilter } from '../features/trades/trade-list-params';
import { PAGE_SIZE } from '../features/trades/trade-window';
import { CURRENT_ACCOUNT_KEY } from '../session/token-store';
import { offerBootClient } from './boot-client';

/** The lazy page chunks by path (the same modules as app/shell/routes.ts: one fetch each). */
const ROUTE_CHUNKS: Record<string, () => Promise<unknown>> = {
  '/': () => import('../features/dashboard/DashboardPage'),
  '/analytics': () => import('../features/analytics/AnalyticsPage'),
  '/trades': () => import('../features/trades/TradesPage'),
  '/journal': () => import('../features/journal/JournalPage'),
  '/reports': () => import('../features/reports/ReportsPage'),
  '/settings': () => import('../features/settings/SettingsPage'),
};

export function startSignedIn(pathname: string, search: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  // A failed chunk load is retried by React.lazy when the screen renders; nothing to do here.
  void import('../app/AuthenticatedApp').catch(() => undefined);
  void ROUTE_CHUNKS[path]?.().catch(() => undefined);

  const client = createApolloClient();
  offerBootClient(client);
  const start = queryStarter(client);
  warmFirstQuery(client);
  const accountId = localStorage.getItem(CURRENT_ACCOUNT_KEY);
  if (accountId) {
    start(AccountListDocument);
    startRouteQueries(start, path, search, accountId);
    return;
  }
  // First start on this device (or after a sign-in that left before the list arrived): the screen
  // will show the account CurrentAccountProvider resolves from the list, so start its queries as
  // soon as the list is in, not after the app has rendered with it.
  start(AccountListDocument, undefined, (data) => {
    const first = data ? resolveCurrentAccountId(data.accounts, null) : null;
    if (first) startRouteQueries(start, path, search, first);
  });
}

type StartQuery = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  then?: (data: TData | undefined) => void,
) => void;

/**
 * Starts each query in tasks of its own (in the order asked): setting one up costs Apollo a few
 * milliseconds, many times that on a slow phone, and all of them in one task was a long task
 * blocking the first paint. Each gets two tasks: first Apollo's one-time analysis of the document
 * (a watchQuery that is never subscribed: the transforms and the half-dozen full walks of the
 * document that QueryManager caches per document, ~5–15 ms of a phone's time for the larger
 * ones), then the query itself — each half short enough not to count as a long task. Errors (an
 * expired token, a stale account id) are the screen's to show when it asks again.
 */
function queryStarter(client: ApolloClient): StartQuery {
  return <TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    then?: (data: TData | undefined) => void,
  ) => {
    // ApolloClient's option types make `variables` required or forbidden by the document's type.
    const options = { query, variables } as unknown as ApolloClient.QueryOptions<TData, TVariables>;
    const watchOptions = options as unknown as ApolloClient.WatchQueryOptions<TData, TVariables>;
    setTimeout(() => client.watchQuery(watchOptions), 0);
    setTimeout(() => {
      client
        .query(options)
        .then(({ data }) => then?.(data))
        .catch(() => undefined);
    }, 0);
  };
}

/**
 * A new client's first query also pays, once, for Apollo's cache-read path and the printer that
 * turns documents into request bodies (first calls compile, caches fill): ~13 ms on a laptop, a
 * long task on a slow phone. Done first, each in a task of its own, so that no one of the three
 * tasks is long. The account list is the first query in every case.
 */
function warmFirstQuery(client: ApolloClient): void {
  setTimeout(() => client.readQuery({ query: AccountListDocument }), 0);
  setTimeout(() => print(AccountListDocument), 0);
}

/** The queries the screen at `path` asks for first, for `accountId`. */
function startRouteQueries(start: StartQuery, path: string, search: string, accountId: string): void {
  if (path === '/') {
    // Not DashboardSeries: it skips the cache, so the screen could not read what this fetched.
    start(DashboardSummaryDocument, { accountId });
    start(DashboardLiveDocument, { accountId });
    start(DashboardRecentTradesDocument, { accountId });
    // The Returns card's (AccountReturnsCard: no dates, the server's default period).
    start(AccountReturnsDocument, { accountId });
  } else if (path === '/analytics') {
    const filter = toAnalyticsFilter(readFilterValues(new URLSearchParams(search)));
    // Not AnalyticsScatter: it skips the cache, so the screen could not read what this fetched.
    start(AnalyticsPageDocument, { accountId, filter });
    start(AnalyticsStrategiesDocument);
    // The Returns card's, over the filter's days (the same variables AccountReturnsCard builds).
    const dates = {
      ...(filter?.from ? { startDate: filter.from } : {}),
      ...(filter?.to ? { endDate: filter.to } : {}),
    };
    start(AccountReturnsDocument, { accountId, ...dates });
  } else if (path === '/trades') {
    // The same variables as TradesPage: the URL's filters and sort, the first page.
    const params = new URLSearchParams(search);
    const filter = toTradeFilter(parseFilters(params));
    start(TradeListPageDocument, { accountId, filter, sort: parseSort(params), limit: PAGE_SIZE, offset: 0 });
    start(TradeListTotalDocument, { accountId });
  }
}
