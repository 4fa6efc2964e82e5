// The live socket: while the tab is visible, one graphql-ws connection carries the viewer's
// trade, account and figure changes (issue 14). Pushed trades are written into the normalized
// cache (apollo/live-cache.ts): lists and counts change with no refetch; figures derived from
// trades are dropped once per burst and refetched by the screens showing them. While the socket
// is down, screens poll as before (session/live-status.ts), and the header says "Reconnecting".
import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import {
  AccountListDocument,
  LiveAccountsChangedDocument,
  LiveFiguresChangedDocument,
  LiveTradesChangedDocument,
  TradeRow_TradeFragmentDoc,
  type LiveAccountsChangedSubscription,
  type LiveFiguresChangedSubscription,
  type LiveTradesChangedSubscription,
} from '../../__generated__/graphql';
import { applyPushedTrade, evictFigures } from '../../apollo/live-cache';
import { setLiveState, setLiveSubscribe } from '../../session/live-status';
import { onTokenReplaced, readToken } from '../../session/token-store';

/** Figure events of one burst (an import, quick edits) cause one refetch. */
const FIGURES_SETTLE_MS = 150;
/** Close codes after which retrying with the same token is pointless until it changes. */
const UNAUTHORIZED = 4401;

/** The document as sent: with __typename, as Apollo's own link adds it, so pushed data normalizes. */
const wire = (document: DocumentNode) => print(addTypenameToDocument(document));

/** A handler that fails must not take the socket down (graphql-ws closes it on a throw). */
function safely<T>(handle: (value: T) => void): (value: T) => void {
  return (value) => {
    try {
      handle(value);
    } catch (error) {
      console.warn('live update not applied', error);
    }
  };
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

export function useLiveUpdates(): void {
  const client = useApolloClient();
  useEffect(() => {
    let disposed = false;
    let stop: (() => void) | null = null;
    const pendingFigures = new Set<string>();
    let figuresTimer: ReturnType<typeof setTimeout> | null = null;

    const refetchAccounts = () => void client.refetchQueries({ include: [AccountListDocument] }).catch(() => undefined);
    const flushFigures = () => {
      figuresTimer = null;
      for (const accountId of pendingFigures) evictFigures(client.cache, accountId);
      // Balances and trade counts come back with the account list (the switcher shows them).
      refetchAccounts();
      pendingFigures.clear();
    };

    const start = async () => {
      // Loaded after the first paint: the socket library is not on the critical path.
      const { createClient } = await import('graphql-ws');
      if (disposed) return;
      let lastToken: string | null = null;
      const socket = createClient({
        url: socketUrl(),
        lazy: false,
        connectionParams: () => {
          lastToken = readToken();
          return lastToken ? { authorization: `Bearer ${lastToken}` } : {};
        },
        retryAttempts: Infinity,
        // A revoked or expired token: retry only once the session holds another one (a password
        // change here stores the new token); the HTTP side signs out on its own 401.
        shouldRetry: (event) => (event as CloseEvent)?.code !== UNAUTHORIZED || readToken() !== lastToken,
        retryWait: async (retries) => {
          await new Promise((r) => setTimeout(r, Math.min(30_000, 1000 * 2 ** Math.min(retries, 5))));
        },
        on: {
          connected: () => setLiveState('live'),
          closed: () => {
            if (!disposed) setLiveState('reconnecting');
          },
        },
      });
      const subscriptions = [
        socket.subscribe<LiveTradesChangedSubscription>(
          { query: wire(LiveTradesChangedDocument) },
          {
            next: safely(({ data }) => {
              const change = data?.tradesChanged;
              if (!change) return;
              applyPushedTrade(
                client.cache,
                change.kind,
                change.accountId,
                change.tradeId ?? null,
                change.trade ?? null,
                (trade) => client.cache.writeFragment({ fragment: TradeRow_TradeFragmentDoc, data: trade }),
              );
              if (change.kind === 'DELETED' && change.tradeId) {
                client.cache.evict({ id: client.cache.identify({ __typename: 'Trade', id: change.tradeId }) });
              }
            }),
            error: () => undefined,
            complete: () => undefined,
          },
        ),
        socket.subscribe<LiveFiguresChangedSubscription>(
          { query: wire(LiveFiguresChangedDocument) },
          {
            next: safely(({ data }) => {
              if (!data) return;
              pendingFigures.add(data.figuresChanged.accountId);
              figuresTimer ??= setTimeout(flushFigures, FIGURES_SETTLE_MS);
            }),
            error: () => undefined,
            complete: () => undefined,
          },
        ),
        socket.subscribe<LiveAccountsChangedSubscription>(
          { query: wire(LiveAccountsChangedDocument) },
          {
            // An account made or removed in another tab: the switcher's list loads again.
            next: () => refetchAccounts(),
            error: () => undefined,
            complete: () => undefined,
          },
        ),
      ];
      // Screens subscribe on the same socket (the import screen follows its batch this way).
      setLiveSubscribe((document, variables, sink) => socket.subscribe({ query: wire(document), variables }, sink));
      stop = () => {
        setLiveSubscribe(null);
        subscriptions.forEach((unsubscribe) => unsubscribe());
        void socket.dispose();
      };
    };

    // Only while the tab is visible: a hidden tab catches up when shown (its queries refetch).
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        if (!stop) void start().catch(() => setLiveState('reconnecting'));
      } else if (stop) {
        stop();
        stop = null;
        setLiveState('off');
      }
    };
    // A replacement token (a password change revokes the old one): the socket starts over with it.
    // The server closes the old socket (4401) as soon as the change commits, often before the
    // mutation's answer has stored the new token here; graphql-ws then gives up for good (see
    // shouldRetry), so waiting for it to retry would leave the header at "Reconnecting…".
    const offTokenReplaced = onTokenReplaced(() => {
      if (disposed || !stop) return; // not started yet, or hidden: the next start reads the new token
      stop();
      stop = null;
      void start().catch(() => setLiveState('reconnecting'));
    });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => {
      if (disposed) return;
      document.addEventListener('visibilitychange', onVisibility);
      onVisibility();
    });
    return () => {
      disposed = true;
      offTokenReplaced();
      document.removeEventListener('visibilitychange', onVisibility);
      if (figuresTimer) clearTimeout(figuresTimer);
      stop?.();
      stop = null;
      setLiveState('off');
    };
  }, [client]);
}
