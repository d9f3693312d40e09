import { useState, type FormEvent } from 'react';
import { FormError, TextField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { accountApi } from '../api/account-api';
import { validateChangePassword, type ChangePasswordValues } from '../utils/password-validation';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What a successful change says: the change, and how many other devices were signed out. */
export function passwordChangedText(otherSessionsEnded: number): string {
  if (otherSessionsEnded === 0) return 'Password changed. No other sessions were signed out.';
  if (otherSessionsEnded === 1) return 'Password changed. 1 other session was signed out.';
  return `Password changed. ${otherSessionsEnded} other sessions were signed out.`;
}

/**
 * /profile's 'Change password' form, for every role (docs/product/accounts.md, "The session"). The
 * confirmation is checked here like on /register; the server's refusal ('Your current password is
 * incorrect', ...) is shown as it comes. This session stays signed in; the others end.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof ChangePasswordValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setDone(null);
    const problem = validateChangePassword(values);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await accountApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setDone(passwordChangedText(result.otherSessionsEnded));
    } catch (err) {
      setError(messageOf(err, 'Could not change your password. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="profile-password">
      <h2 id="profile-password">Change password</h2>
      <form className="form" onSubmit={onSubmit} aria-busy={busy}>
        <FormError testId="password-error" message={error} />
        <TextField id="pw-current" label="Current password" name="currentPassword" type="password" autoComplete="current-password" required value={values.currentPassword} onValueChange={set('currentPassword')} />
        <TextField id="pw-new" label="New password" name="newPassword" type="password" autoComplete="new-password" required help="At least 8 characters" value={values.newPassword} onValueChange={set('newPassword')} />
        <TextField id="pw-confirm" label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required value={values.confirmPassword} onValueChange={set('confirmPassword')} />
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="password-submit">
          {busy ? 'Changing Password...' : 'Change Password'}
        </button>
        <p role="status" aria-live="polite" className={done ? 'form__note' : 'sr-only'} data-testid="password-done">
          {done}
        </p>
      </form>
    </section>
  );
}
