import { PASSWORD_MIN } from '@mathquest/contracts';
import type { FormProblem } from '../../../i18n/form-problem';

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
export function validateChangePassword(values: ChangePasswordValues): FormProblem | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return 'fillEveryField';
  if (values.newPassword !== values.confirmPassword) return 'passwordsDiffer';
  if (values.newPassword.length < PASSWORD_MIN) return 'passwordTooShort';
  return null;
}
