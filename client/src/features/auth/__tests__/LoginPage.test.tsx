import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionContext, type SessionValue } from '../../../session/session-context';
import { DEMO_CREDENTIALS } from '../demo-credentials';
import LoginPage from '../LoginPage';
import { GENERIC_LOGIN_ERROR, loginErrorMessage, LOGIN_MESSAGES, validateLogin } from '../login-validation';
import { RESET_SENT_MESSAGE } from '../ForgotPasswordDialog';

function renderLogin(login: SessionValue['login'] = jest.fn().mockResolvedValue(undefined)) {
  const session: SessionValue = {
    status: 'anonymous',
    user: null,
    freshLogin: false,
    login,
    logout: jest.fn(),
    finishOnboarding: jest.fn(),
  };
  render(
    <SessionContext.Provider value={session}>
      <LoginPage />
    </SessionContext.Provider>,
  );
  return login;
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe('login validation (spec section 5)', () => {
  it('requires a valid email and a password of at least 6 characters', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: LOGIN_MESSAGES.emailRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    });
    expect(validateLogin({ email: 'not-an-email', password: '12345' })).toEqual({
      email: LOGIN_MESSAGES.emailInvalid,
      password: LOGIN_MESSAGES.passwordShort,
    });
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it("shows the server's detail, else its message, else the generic text", () => {
    expect(loginErrorMessage({ detail: 'Incorrect email or password', message: 'x' })).toBe(
      'Incorrect email or password',
    );
    expect(loginErrorMessage(new Error('Invalid credentials'))).toBe('Invalid credentials');
    expect(loginErrorMessage(new Error(''))).toBe(GENERIC_LOGIN_ERROR);
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('An error occurred. Please try again.');
  });
});

describe('LoginPage', () => {
  it('shows the wordmark, tagline, beta notice, demo credentials and footer tagline', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Candlog' })).toBeInTheDocument();
    expect(screen.getByText(/Registration is not yet open/)).toBeInTheDocument();
    expect(screen.getByText(DEMO_CREDENTIALS.email)).toBeInTheDocument();
    expect(screen.getByText(DEMO_CREDENTIALS.password)).toBeInTheDocument();
    expect(screen.getByText('Decode Your Trading')).toBeInTheDocument();
  });

  it("'Use Demo Account' fills the shown credentials and submit logs in with remember me", async () => {
    const user = userEvent.setup();
    const login = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Use Demo Account' }));
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_CREDENTIALS.email);
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_CREDENTIALS.password);
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(login).toHaveBeenCalledWith(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password, true);
  });

  it("shows 'Launching System...' while busy and the server message on failure", async () => {
    const user = userEvent.setup();
    let reject!: (e: Error) => void;
    renderLogin(
      jest.fn(
        () =>
          new Promise<void>((_, r) => {
            reject = r;
          }),
      ),
    );
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'wrongpass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Launching System...' })).toBeDisabled();
    reject(new Error('Incorrect email or password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows field messages and does not call login with invalid input', async () => {
    const user = userEvent.setup();
    const login = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('switching tabs clears the error; Register shows only the beta notice', async () => {
    const user = userEvent.setup();
    renderLogin(jest.fn().mockRejectedValue(new Error('Nope')));
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Nope')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('Registration coming soon')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  });

  it('forgot password always shows the same message, even when the call fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    await user.type(screen.getByLabelText('Email', { selector: '#reset-email' }), 'who@x.io');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(RESET_SENT_MESSAGE)).toBeInTheDocument();
    expect(RESET_SENT_MESSAGE).toBe(
      'If the email exists, a password reset link has been sent. Please check your email.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('Send Reset Link submits only the dialog, never the login form behind it', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch')); // the dialog answers the same either way
    const login = renderLogin();
    await user.type(screen.getByLabelText('Email', { selector: '#login-email' }), 'trader@x.io');
    await user.type(screen.getByLabelText('Password'), 'typed-password');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(RESET_SENT_MESSAGE)).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
