import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { roleNeeded } from '../../../app/routes/guards';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { FormError, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useSession } from '../../../stores/session';
import { AuthLayout } from './auth-layout';

export const DEMO_ACCOUNTS = [
  { role: 'STUDENT', email: 'student@mathquest.demo', password: 'Demo1234!' },
  { role: 'PARENT', email: 'parent@mathquest.demo', password: 'Demo1234!' },
] as const;

/** /login: email and password, the language switcher, and the demo accounts in a hint box. */
export default function LoginPage() {
  const navigate = useNavigate();
  const intl = useI18n();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const login = useSession((s) => s.login);
  const failed = useSession((s) => s.error !== null);
  const errorFacts = useSession((s) => s.errorFacts);
  // The server's refusal in the reader's language (its code worded by the catalogue).
  const error = failed ? wordError(intl, errorFacts, 'login.failed') : null;
  const clearError = useSession((s) => s.clearError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const needsRole = roleNeeded(useLocation().state);
  const signedInAs = useSession((s) => s.user?.profile.displayName);

  useEffect(() => clearError, [clearError]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitting(true);
    const ok = await login({ email, password });
    setSubmitting(false);
    if (ok) navigate(paths.home.getHref(), { replace: true });
  }

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LanguageSwitcher id="login-language" />
      <form className="form" onSubmit={onSubmit} noValidate={false} aria-describedby={error ? 'login-error' : undefined}>
        {needsRole && signedInAs ? (
          <p className="form__note" role="status" data-testid="login-role-note">
            {t('login.roleNote', { role: needsRole, name: signedInAs })}
          </p>
        ) : null}
        <FormError id="login-error" testId="login-error" message={error} />
        {/* The one thing to do on this page: the cursor starts in the email field. */}
        <TextField id="login-email" label={t('login.email')} name="email" type="email" autoComplete="email" required autoFocus value={email} onValueChange={setEmail} />
        <TextField
          id="login-password"
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={submitting} data-testid="login-submit">
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="auth-card__switch">
        <Link className="btn btn--secondary btn--block" to={paths.classCodeLogin.getHref()} data-testid="login-class-code">
          {t('login.classCode')}
        </Link>
      </p>
      <p className="auth-card__switch">
        {t('login.newHere')} <Link to={paths.register.getHref()}>{t('login.createAccount')}</Link>
      </p>
      <aside className="hint-box" aria-label={t('login.demo.title')}>
        <h2>{t('login.demo.title')}</h2>
        <ul>
          {DEMO_ACCOUNTS.map((a) => (
            <li key={a.email}>
              <strong>{t('login.demo.role', { role: a.role })}</strong> <code>{a.email}</code> / <code>{a.password}</code>
            </li>
          ))}
        </ul>
      </aside>
    </AuthLayout>
  );
}
