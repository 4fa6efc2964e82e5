import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ConnectionBanner } from '../../components/ConnectionBanner';
import { createLinkChain } from '../../apollo/links';
import { getConnectionState, reportConnectionOk } from '../connection-status';
import { SessionProvider } from '../SessionProvider';
import { useSession } from '../session-context';
import { setUnauthenticatedRedirect } from '../unauthenticated';

/** The server as the browser sees it during an outage: /graphql and /healthz answers we switch. */
let databaseUp = false;
const UNAVAILABLE = {
  errors: [
    { message: 'The service is temporarily unavailable', extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 2 } },
  ],
};
const ME = {
  data: { me: { id: 'u1', email: 'a@b.co', username: 'Ann', timezone: 'UTC', timezoneSet: true, isDemo: false } },
};

function response(status: number, body: unknown) {
  return {
    ok: status < 400,
    status,
    headers: {
      get: (name: string) =>
        (
          ({ 'content-type': 'application/json', 'retry-after': status === 503 ? '2' : null }) as Record<
            string,
            string | null
          >
        )[name.toLowerCase()] ?? null,
    },
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

const fetchMock = jest.fn(async (url: string) => {
  if (url === '/healthz') return response(databaseUp ? 200 : 503, { status: databaseUp ? 'ok' : 'degraded' });
  return databaseUp ? response(200, ME) : response(503, UNAVAILABLE);
});

function Probe() {
  const { status, user } = useSession();
  return (
    <span data-testid="session">
      {status}:{user?.username ?? '-'}
    </span>
  );
}

const redirect = jest.fn();
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  databaseUp = false;
  fetchMock.mockClear();
  redirect.mockClear();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  setUnauthenticatedRedirect(redirect);
  reportConnectionOk();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('a database outage as the client sees it (503 / SERVICE_UNAVAILABLE)', () => {
  it('keeps the stored session, shows "Connection lost — retrying…", and signs in by itself when the server is back', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('rememberMe', 'true');
    render(
      <SessionProvider>
        <ConnectionBanner />
        <Probe />
      </SessionProvider>,
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Connection lost — retrying…');
    expect(screen.getByTestId('session')).toHaveTextContent('checking');
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(redirect).not.toHaveBeenCalled();

    // Still down at the first retry: nothing changes, nobody is signed out.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost — retrying…');
    expect(localStorage.getItem('token')).toBe('tok');

    databaseUp = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30000);
    });
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('authenticated:Ann'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('Apollo: a 503 rejects the query but keeps the tokens and raises the banner; a 401 still signs out', async () => {
    sessionStorage.setItem('token', 'tok');
    const client = new ApolloClient({
      link: createLinkChain('/graphql', fetchMock as unknown as typeof fetch),
      cache: new InMemoryCache(),
    });
    const query = gql`
      query Me {
        me {
          id
        }
      }
    `;
    await expect(client.query({ query, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(redirect).not.toHaveBeenCalled();
    expect(getConnectionState()).toBe('lost');

    fetchMock.mockImplementationOnce(async () =>
      response(401, { errors: [{ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    await expect(client.query({ query, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login');
  });
});
