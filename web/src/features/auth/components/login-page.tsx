import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { AuthLayout } from './auth-layout';

export const DEMO_ACCOUNTS = [
  { role: 'Student', email: 'student@mathquest.demo', password: 'Demo1234!' },
  { role: 'Parent', email: 'parent@mathquest.demo', password: 'Demo1234!' },
] as const;

/** /login (spec 01 §2). */
export default function LoginPage() {
  const navigate = useNavigate();
  const login = useSession((s) => s.login);
  const error = useSession((s) => s.error);
  const clearError = useSession((s) => s.clearError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => clearError, [clearError]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitting(true);
    const ok = await login({ email, password });
    setSubmitting(false);
    if (ok) navigate(paths.home.getHref(), { replace: true });
  }

  const busy = submitting;

  return (
    <AuthLayout title="Welcome back!" subtitle="Log in to continue your quest.">
      <form className="form" onSubmit={onSubmit} noValidate={false} aria-describedby={error ? 'login-error' : undefined}>
        {error ? (
          <p id="login-error" className="form__error" role="alert" data-testid="login-error">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} data-testid="login-submit">
          {busy ? 'Logging in...' : 'Log In'}
        </button>
      </form>
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
