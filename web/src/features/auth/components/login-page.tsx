import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { roleNeeded } from '../../../app/routes/guards';
import { FormError, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { AuthLayout } from './auth-layout';

export const DEMO_ACCOUNTS = [
  { role: 'Student', email: 'student@mathquest.demo', password: 'Demo1234!' },
  { role: 'Parent', email: 'parent@mathquest.demo', password: 'Demo1234!' },
] as const;

/** /login: email and password, with the demo accounts in a hint box. */
export default function LoginPage() {
  const navigate = useNavigate();
  const login = useSession((s) => s.login);
  const error = useSession((s) => s.error);
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
    <AuthLayout title="Welcome back!" subtitle="Log in to continue your quest.">
      <form className="form" onSubmit={onSubmit} noValidate={false} aria-describedby={error ? 'login-error' : undefined}>
        {needsRole && signedInAs ? (
          <p className="form__note" role="status" data-testid="login-role-note">
            That page is for {needsRole.toLowerCase()} accounts. You are signed in as {signedInAs}; log in with a {needsRole.toLowerCase()} account
            to open it.
          </p>
        ) : null}
        <FormError id="login-error" testId="login-error" message={error} />
        {/* The one thing to do on this page: the cursor starts in the email field. */}
        <TextField id="login-email" label="Email" name="email" type="email" autoComplete="email" required autoFocus value={email} onValueChange={setEmail} />
        <TextField
          id="login-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={submitting} data-testid="login-submit">
          {submitting ? 'Logging in...' : 'Log In'}
        </button>
      </form>
      <p className="auth-card__switch">
        <Link className="btn btn--secondary btn--block" to={paths.classCodeLogin.getHref()} data-testid="login-class-code">
          Sign in with a class code
        </Link>
      </p>
      <p className="auth-card__switch">
        New to MathQuest? <Link to={paths.register.getHref()}>Create an account</Link>
      </p>
      <aside className="hint-box" aria-label="Demo accounts">
        <h2>Demo accounts</h2>
        <ul>
          {DEMO_ACCOUNTS.map((a) => (
            <li key={a.email}>
              <strong>{a.role}:</strong> <code>{a.email}</code> / <code>{a.password}</code>
            </li>
          ))}
        </ul>
      </aside>
    </AuthLayout>
  );
}
