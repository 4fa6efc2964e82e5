// Everything behind the session: one Apollo Client per signed-in session (a logout unmounts it,
// so the next user starts with an empty cache), the account and trade-modal providers, the
// post-login sequence, and the shell with the screens.
import { useEffect, useState } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '../apollo/client';
import { peekBootClient, releaseBootClient } from '../boot/boot-client';
import { CurrentAccountProvider } from '../accounts/CurrentAccountProvider';
import { SettingsCopySync } from '../features/settings/SettingsCopySync';
import { TradeModalProvider } from '../features/trade-form/TradeModalProvider';
import { PostLoginSequence } from './onboarding/PostLoginSequence';
import { AppShell } from './shell/AppShell';
import { useLiveUpdates } from './live/use-live-updates';

/** The live socket for the session (pushed trade, account and figure changes). */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

export default function AuthenticatedApp() {
  // The client the start-up already filled (boot/start-signed-in.ts), else a fresh one.
  // Released only after the commit: a first render discarded by a suspending lazy chunk runs
  // this initializer again, and must find the same client (not refetch everything into a new one).
  const [client] = useState(() => peekBootClient() ?? createApolloClient());
  useEffect(() => releaseBootClient(client), [client]);
  return (
    <ApolloProvider client={client}>
      <LiveUpdates />
      <SettingsCopySync />
      <CurrentAccountProvider>
        <TradeModalProvider>
          <PostLoginSequence>{(state) => <AppShell {...state} />}</PostLoginSequence>
        </TradeModalProvider>
      </CurrentAccountProvider>
    </ApolloProvider>
  );
}
