// Password change rules and messages (spec sections 5 and 8), checked in this order.
export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  required: 'All password fields are required',
  mismatch: 'New passwords do not match',
  tooShort: 'Password must be at least 6 characters',
  success: 'Password changed successfully!',
  failure: 'Failed to change password',
} as const;

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The first rule the form breaks, or null when it can be sent. */
export function validatePasswordChange(form: PasswordChangeForm): string | null {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return PASSWORD_MESSAGES.required;
  if (form.newPassword !== form.confirmPassword) return PASSWORD_MESSAGES.mismatch;
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}

/** The server's detail (the GraphQL error message), else the spec's generic failure. */
export function passwordChangeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || PASSWORD_MESSAGES.failure;
}
