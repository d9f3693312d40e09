import type { FormProblem } from '../../../i18n/form-problem';

/** Same as PASSWORD_MIN in @mathquest/contracts; kept local so the form does not bundle zod. */
export const PASSWORD_MIN = 8;

export interface RegisterFormValues {
  role: 'STUDENT' | 'PARENT';
  email: string;
  username: string;
  displayName: string;
  gradeLevel: number;
  /** Students: the year they were born ('' until chosen); only the year is asked (docs/adr/0239). */
  birthYear: string;
  password: string;
  confirmPassword: string;
}

export type { FormProblem };

/**
 * The client-side checks of registration (docs/product/accounts.md), in the order the form reports them. Everything else
 * (email shape, username rules) is the server's to judge; its message is shown as is.
 */
export function validateRegisterForm(values: RegisterFormValues): FormProblem | null {
  if (!values.email.trim() || !values.username.trim() || !values.displayName.trim() || !values.password) return 'fillEveryField';
  if (values.role === 'STUDENT' && !values.birthYear) return 'chooseBirthYear';
  if (values.password !== values.confirmPassword) return 'passwordsDiffer';
  if (values.password.length < PASSWORD_MIN) return 'passwordTooShort';
  return null;
}

/** The browser's IANA zone (for day streaks), or undefined if the browser cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
