import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import {
  AccessTokensDocument,
  CreateAccessTokenDocument,
  RevokeAccessTokenDocument,
} from '../../../__generated__/graphql';
import { AccessTokensTab } from '../AccessTokensTab';

const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AccessToken' as const,
  id,
  name,
  scope: 'READ',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  ...extra,
});

const list = (tokens: unknown[]): MockLink.MockedResponse => ({
  request: { query: AccessTokensDocument },
  result: { data: { accessTokens: tokens } },
});

const SECRET = `clg_${'x'.repeat(43)}`;

function renderTab(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <AccessTokensTab />
    </MockedProvider>,
  );
}

describe('AccessTokensTab', () => {
  it('creates a token with the chosen scope and no expiry, and shows its secret once', async () => {
    const user = userEvent.setup();
    const created = token('t2', 'Notebook', { scope: 'READ_WRITE' });
    renderTab([
      list([token('t1', 'Old script', { lastUsedAt: '2026-01-06T08:00:00.000Z' })]),
      {
        request: {
          query: CreateAccessTokenDocument,
          variables: { input: { name: 'Notebook', scope: 'READ_WRITE', expiresAt: null } },
        },
        result: {
          data: { createAccessToken: { __typename: 'CreateAccessTokenPayload', secret: SECRET, accessToken: created } },
        },
      },
      list([created, token('t1', 'Old script')]),
    ]);
    expect(await screen.findByText('Old script')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), '  Notebook ');
    await user.selectOptions(screen.getByLabelText('Scope'), 'READ_WRITE');
    await user.selectOptions(screen.getByLabelText('Expires'), 'never');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByLabelText('Access token secret')).toHaveValue(SECRET);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Access token secret')).not.toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Your access tokens' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/Notebook.*Read & write.*Last used never.*Expires never/);
  });

  it('asks for a name before calling the server', async () => {
    const user = userEvent.setup();
    renderTab([list([])]);
    expect(await screen.findByText('No access tokens yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  });

  it('revokes a token only after the confirmation', async () => {
    const user = userEvent.setup();
    renderTab([
      list([token('t1', 'Old script')]),
      {
        request: { query: RevokeAccessTokenDocument, variables: { id: 't1' } },
        result: { data: { revokeAccessToken: 't1' } },
      },
      list([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Old script' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke access token' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Old script')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke Old script' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getByText('No access tokens yet.')).toBeInTheDocument());
  });
});
