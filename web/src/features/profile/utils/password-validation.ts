import { PASSWORD_MIN } from '@mathquest/contracts';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The browser's checks of a password change, in the order /register reports them
 * (docs/product/accounts.md): every field filled, the confirmation matches, the sign-up length.
 * Whether the current password is right, and that the new one differs, is the server's to judge.
 */
export function validateChangePassword(values: ChangePasswordValues): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return 'Please fill in every field';
  if (values.newPassword !== values.confirmPassword) return 'Passwords do not match';
  if (values.newPassword.length < PASSWORD_MIN) return 'Password must be at least 8 characters';
  return null;
}
