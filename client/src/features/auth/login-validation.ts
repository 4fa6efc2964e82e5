// Login rules of spec section 5, without a form library so the login bundle stays small.
export interface LoginValues {
  email: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!EMAIL.test(email.trim())) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (password.length < 6) errors.password = LOGIN_MESSAGES.passwordShort;
  return errors;
}

export const GENERIC_LOGIN_ERROR = 'An error occurred. Please try again.';

/** Spec section 8: the server's detail, else its message, else the generic text. */
export function loginErrorMessage(error: unknown): string {
  const detail = (error as { detail?: unknown })?.detail;
  if (typeof detail === 'string' && detail) return detail;
  const message = (error as { message?: unknown })?.message;
  if (typeof message === 'string' && message && !/^(Failed to fetch|NetworkError|Load failed)/.test(message))
    return message;
  return GENERIC_LOGIN_ERROR;
}
