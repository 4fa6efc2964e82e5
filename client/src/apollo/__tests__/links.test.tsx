import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { createAuthLink, createUnauthenticatedLink } from '../links';
import { setUnauthenticatedRedirect } from '../../session/unauthenticated';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;
const DELETE = gql`
  mutation DeleteAccount($id: ID!, $password: String!) {
    deleteAccount(id: $id, password: $password)
  }
`;

function clientAnswering(status: number, body: unknown) {
  // jsdom has no fetch Response: a minimal one with what HttpLink reads.
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
  }));
  const redirect = jest.fn();
  setUnauthenticatedRedirect(redirect);
  const client = new ApolloClient({
    link: ApolloLink.from([
      createUnauthenticatedLink(),
      createAuthLink(),
      new HttpLink({ uri: '/graphql', fetch: fetchMock as unknown as typeof fetch }),
    ]),
    cache: new InMemoryCache(),
  });
  return { client, fetchMock, redirect };
}

const headerOf = (fetchMock: jest.Mock) =>
  ((fetchMock.mock.calls[0][1] as RequestInit).headers as Record<string, string>).authorization ?? null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth link', () => {
  it('sends the localStorage token before the sessionStorage one', async () => {
    localStorage.setItem('token', 'local');
    sessionStorage.setItem('token', 'session');
    const { client, fetchMock } = clientAnswering(200, { data: { me: { __typename: 'User', id: 'u1' } } });
    await client.query({ query: ME });
    expect(headerOf(fetchMock)).toBe('Bearer local');
  });

  it('falls back to the sessionStorage token, and sends none when there is none', async () => {
    sessionStorage.setItem('token', 'session');
    const first = clientAnswering(200, { data: { me: { __typename: 'User', id: 'u1' } } });
    await first.client.query({ query: ME });
    expect(headerOf(first.fetchMock)).toBe('Bearer session');
    sessionStorage.clear();
    const second = clientAnswering(200, { data: { me: null } });
    await second.client.query({ query: ME });
    expect(headerOf(second.fetchMock)).toBeNull();
  });
});

describe('401 / UNAUTHENTICATED handling', () => {
  it('an UNAUTHENTICATED answer clears tokens and flag, redirects to /login and still rejects', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('rememberMe', 'true');
    sessionStorage.setItem('token', 's');
    const { client, redirect } = clientAnswering(200, {
      errors: [{ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } }],
      data: null,
    });
    await expect(client.query({ query: ME })).rejects.toThrow('Not authenticated');
    expect(redirect).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('an HTTP 401 does the same', async () => {
    localStorage.setItem('token', 't');
    const { client, redirect } = clientAnswering(401, { errors: [{ message: 'Unauthorized' }] });
    await expect(client.query({ query: ME })).rejects.toBeTruthy();
    expect(redirect).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a wrong password in DeleteAccount does not sign the trader out', async () => {
    localStorage.setItem('token', 't');
    const { client, redirect } = clientAnswering(200, {
      errors: [{ message: 'Incorrect password', extensions: { code: 'UNAUTHENTICATED' } }],
      data: null,
    });
    await expect(client.mutate({ mutation: DELETE, variables: { id: 'a1', password: 'x' } })).rejects.toThrow(
      'Incorrect password',
    );
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('other errors pass through untouched', async () => {
    localStorage.setItem('token', 't');
    const { client, redirect } = clientAnswering(200, {
      errors: [{ message: 'Boom', extensions: { code: 'BAD_USER_INPUT' } }],
      data: null,
    });
    await expect(client.query({ query: ME })).rejects.toThrow('Boom');
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('t');
  });
});
