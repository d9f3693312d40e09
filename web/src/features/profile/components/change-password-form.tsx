import { PASSWORD_MIN } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { FormError, TextField } from '../../../components/ui/form-field';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { accountApi } from '../api/account-api';
import { validateChangePassword, type ChangePasswordValues } from '../utils/password-validation';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /profile's 'Change password' form, for every role (docs/product/accounts.md, "The session"). The
 * confirmation is checked here like on /register; the server's refusal ('Your current password is
 * incorrect', ...) is worded from its code. A successful change says how many other devices were
 * signed out (`password.done`, a plural). This session stays signed in; the others end.
 */
export function ChangePasswordForm() {
  const intl = useI18n();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
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
    setError(problem ? t(`form.${problem}`, { min: PASSWORD_MIN }) : null);
    if (problem) return;
    setBusy(true);
    try {
      const result = await accountApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setDone(t('password.done', { ended: result.otherSessionsEnded }));
    } catch (err) {
      setError(wordError(intl, errorFactsOf(err), 'password.failed', 'currentPassword'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="profile-password">
      <h2 id="profile-password">{t('password.title')}</h2>
      <form className="form" onSubmit={onSubmit} aria-busy={busy}>
        <FormError testId="password-error" message={error} />
        <TextField id="pw-current" label={t('password.current')} name="currentPassword" type="password" autoComplete="current-password" required value={values.currentPassword} onValueChange={set('currentPassword')} />
        <TextField id="pw-new" label={t('password.new')} name="newPassword" type="password" autoComplete="new-password" required help={t('password.new.help', { min: PASSWORD_MIN })} value={values.newPassword} onValueChange={set('newPassword')} />
        <TextField id="pw-confirm" label={t('password.confirm')} name="confirmPassword" type="password" autoComplete="new-password" required value={values.confirmPassword} onValueChange={set('confirmPassword')} />
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="password-submit">
          {busy ? t('password.submitting') : t('password.submit')}
        </button>
        <p role="status" aria-live="polite" className={done ? 'form__note' : 'sr-only'} data-testid="password-done">
          {done}
        </p>
      </form>
    </section>
  );
}
