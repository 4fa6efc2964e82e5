import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { SessionProvider } from '../SessionProvider';
import { useSession } from '../session-context';
import { setUnauthenticatedRedirect } from '../unauthenticated';

type Answer = { status?: number; body: unknown };
const calls: { operationName: string; variables: Record<string, unknown>; authorization?: string }[] = [];
function answerWith(byOperation: Record<string, Answer>) {
  calls.length = 0;
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (_url: string, init: RequestInit) => {
    const { operationName, variables } = JSON.parse(String(init.body));
    calls.push({ operationName, variables, authorization: (init.headers as Record<string, string>).authorization });
    const answer = byOperation[operationName];
    return { ok: (answer.status ?? 200) < 400, status: answer.status ?? 200, json: async () => answer.body };
  });
}

let session: ReturnType<typeof useSession>;
const keepSession = (current: typeof session) => {
  session = current;
};
function Probe() {
  const current = useSession();
  useEffect(() => keepSession(current));
  return (
    <output data-testid="status">
      {current.status}:{current.user?.username ?? '-'}
    </output>
  );
}
const user = (over: object = {}) => ({
  id: 'u1',
  email: 'a@b.co',
  username: 'Ann',
  timezone: 'UTC',
  timezoneSet: true,
  isDemo: false,
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setUnauthenticatedRedirect(jest.fn());
});

describe('SessionProvider (spec section 4)', () => {
  it('without a stored token the session is anonymous at once', () => {
    answerWith({});
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
  });

  it('a stored token is checked by fetching the user', async () => {
    sessionStorage.setItem('token', 'tok');
    answerWith({ Viewer: { body: { data: { me: user() } } } });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('checking');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated:Ann'));
    expect(calls[0].authorization).toBe('Bearer tok');
    expect(session.freshLogin).toBe(false);
  });

  it('a failed user fetch at start clears the credential and shows login', async () => {
    localStorage.setItem('token', 'bad');
    localStorage.setItem('rememberMe', 'true');
    answerWith({
      Viewer: { status: 401, body: { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] } },
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });

  it('login stores the token per remember me and sets an unset time zone from the browser', async () => {
    answerWith({
      Login: { body: { data: { login: { token: 'fresh', user: user({ timezoneSet: false }) } } } },
      UpdateTimezone: { body: { data: { updateTimezone: { id: 'u1', timezone: 'Asia/Tokyo', timezoneSet: true } } } },
      Logout: { body: { data: { logout: true } } },
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await act(() => session.login('a@b.co', 'secret1', true));
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(calls.map((c) => c.operationName)).toEqual(['Login', 'UpdateTimezone']);
    expect(calls[1].variables.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(calls[1].authorization).toBe('Bearer fresh');
    expect(session.user?.timezone).toBe('Asia/Tokyo');
    expect(session.freshLogin).toBe(true);
    act(() => session.logout());
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
    // The server was told with the token being signed out, so a copy of it stops working too.
    expect(calls.at(-1)).toMatchObject({ operationName: 'Logout', authorization: 'Bearer fresh' });
  });

  it('logout clears the browser even when the server cannot be reached', async () => {
    answerWith({});
    localStorage.setItem('token', 'stored');
    localStorage.setItem('rememberMe', 'true');
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(String(init.body));
      if (operationName === 'Viewer') return { ok: true, status: 200, json: async () => ({ data: { me: user() } }) };
      throw new TypeError('Failed to fetch');
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('authenticated:Ann'));
    act(() => session.logout());
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    const bodies = (globalThis.fetch as jest.Mock).mock.calls.map(([, init]) => JSON.parse(String(init.body)));
    expect(bodies.map((b) => b.operationName)).toContain('Logout');
  });

  it('a wrong password rejects with the server message and stores nothing', async () => {
    answerWith({
      Login: {
        body: {
          errors: [{ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED' } }],
          data: null,
        },
      },
    });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await expect(session.login('a@b.co', 'nope12', false)).rejects.toThrow('Incorrect email or password');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
  });
});
