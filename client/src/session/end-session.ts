// Sign out on the server (issue 29 item 2): the session's token is revoked on every instance, so a
// copy of it left anywhere stops working. Sent before the browser forgets the token; the browser
// signs out whatever the answer (offline, server away, token already revoked), so this neither
// reports the connection nor treats a 401 as news, unlike graphqlRequest.
import { print } from 'graphql/language/printer';
import { LogoutDocument } from '../__generated__/graphql';
import { readToken } from './token-store';

const LOGOUT_BODY = JSON.stringify({ query: print(LogoutDocument), operationName: 'Logout' });

/** Resolves once the server has answered or could not be reached; never rejects. */
export async function endSessionOnServer(): Promise<void> {
  const token = readToken();
  if (!token) return;
  try {
    await fetch('/graphql', {
      method: 'POST',
      // Outlives the page, should the user close the tab right after signing out.
      keepalive: true,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: LOGOUT_BODY,
    });
  } catch {
    // Offline: the browser still signs out; the token expires on its own.
  }
}
