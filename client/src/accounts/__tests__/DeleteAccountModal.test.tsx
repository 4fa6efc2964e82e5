import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { DeleteAccountDocument } from '../../__generated__/graphql';
import { CurrentAccountContext } from '../current-account';
import DeleteAccountModal from '../DeleteAccountModal';

const account = {
  __typename: 'Account' as const,
  id: 'a1',
  name: 'Main',
  description: null,
  currency: 'USD',
  initialBalance: '100',
  balance: '100',
  isActive: true,
  strategy: null,
};

function renderModal(mocks: object[]) {
  const setAccountId = jest.fn();
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={mocks as never}>
      <CurrentAccountContext.Provider value={{ accountId: 'a1', account: null, setAccountId }}>
        <DeleteAccountModal account={account} remaining={[{ id: 'a2' }]} onClose={onClose} />
      </CurrentAccountContext.Provider>
    </MockedProvider>,
  );
  return { setAccountId, onClose };
}

describe('DeleteAccountModal', () => {
  it("requires the password ('Password is required') without calling the server", async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal([]);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a wrong password keeps the dialog open with the server's message", async () => {
    const user = userEvent.setup();
    const { onClose, setAccountId } = renderModal([
      {
        request: { query: DeleteAccountDocument, variables: { id: 'a1', password: 'nope' } },
        result: { errors: [new GraphQLError('Incorrect password')] },
      },
    ]);
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(setAccountId).not.toHaveBeenCalled();
  });

  it("without a server message it says 'Failed to delete account. Please check your password.'", async () => {
    const user = userEvent.setup();
    renderModal([
      { request: { query: DeleteAccountDocument, variables: { id: 'a1', password: 'x1' } }, error: new Error('') },
    ]);
    await user.type(screen.getByLabelText('Password'), 'x1');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete account. Please check your password.');
  });

  it('the right password deletes, selects the first remaining account and closes', async () => {
    const user = userEvent.setup();
    const { onClose, setAccountId } = renderModal([
      {
        request: { query: DeleteAccountDocument, variables: { id: 'a1', password: 'secret1' } },
        result: { data: { deleteAccount: 'a1' } },
      },
    ]);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(setAccountId).toHaveBeenCalledWith('a2');
  });
});
