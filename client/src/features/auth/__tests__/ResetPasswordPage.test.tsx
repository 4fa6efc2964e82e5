import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import ResetPasswordPage, { RESET_MESSAGES } from '../ResetPasswordPage';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ResetPasswordPage />
    </MemoryRouter>,
  );

describe('ResetPasswordPage', () => {
  it('explains a link without a token', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_MESSAGES.missingToken);
  });

  it('checks length and match before calling the server, then completes the reset', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ data: { resetPassword: true } }) });
    renderAt('/reset-password?token=abc');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    await user.type(screen.getByLabelText('New password'), '6');
    await user.type(screen.getByLabelText('Confirm new password'), 'other1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_MESSAGES.done);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).variables).toEqual({ token: 'abc', newPassword: '123456' });
  });

  it("shows the server's message for an expired link", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({ errors: [{ message: 'This password reset link is invalid or has expired' }] }),
    });
    renderAt('/reset-password?token=old');
    await user.type(screen.getByLabelText('New password'), '123456');
    await user.type(screen.getByLabelText('Confirm new password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired');
  });
});
