// The start-up's Apollo Client must survive a first render that React discards (a lazy chunk
// suspending it): a second initializer call that found nothing made a new, empty client and
// every query of the screen went out twice (seen in the Lighthouse network log).
import { Suspense, lazy, useEffect, useState, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../../apollo/client';
import { offerBootClient, peekBootClient, releaseBootClient } from '../boot-client';

describe('boot client hand-over', () => {
  it('gives the same client to every render until one commits, then none', async () => {
    const boot = createApolloClient();
    offerBootClient(boot);
    const seen: Array<ApolloClient | null> = [];
    let resolveChunk!: (m: { default: () => ReactElement }) => void;
    const Screen = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((r) => {
          resolveChunk = r;
        }),
    );
    function App() {
      const [client] = useState(() => {
        const c = peekBootClient();
        seen.push(c);
        return c;
      });
      useEffect(() => {
        if (client) releaseBootClient(client);
      }, [client]);
      return <Screen />;
    }
    // No boundary inside App: the first render suspends and is thrown away, as in the shell.
    render(
      <Suspense fallback={<p>loading</p>}>
        <App />
      </Suspense>,
    );
    await act(async () => resolveChunk({ default: () => <p>screen</p> }));
    expect(await screen.findByText('screen')).toBeTruthy();
    expect(seen.length).toBeGreaterThanOrEqual(2); // the discarded render and the committed one
    expect(seen.every((c) => c === boot)).toBe(true);
    expect(peekBootClient()).toBeNull(); // a later session (after a logout) starts empty
  });

  it('a release with another client keeps the boot client', () => {
    const boot = createApolloClient();
    offerBootClient(boot);
    releaseBootClient(createApolloClient());
    expect(peekBootClient()).toBe(boot);
    releaseBootClient(boot);
  });
});
