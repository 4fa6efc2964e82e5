/** Messages the auth flows answer with (spec wording where the spec has one). */
export const AUTH_MESSAGES = {
  badCredentials: 'Incorrect email or password',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooCommon: 'Password is too common. Choose one that is harder to guess',
  passwordIsEmail: 'Password must not be your email address',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  incorrectPassword: 'Incorrect password',
  demoPassword: 'The demo account cannot change its password',
  registrationClosed: 'Registration is not open yet',
  emailTaken: 'An account with this email already exists',
  emailInvalid: 'Enter a valid email address',
  usernameRequired: 'Username is required',
  resetTooMany: 'Too many password reset requests. Please try again later.',
  resetTokenInvalid: 'This password reset link is invalid or has expired',
  timezoneInvalid: 'Unknown time zone',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** A deliberately simple shape check; the mailbox itself proves the address. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
