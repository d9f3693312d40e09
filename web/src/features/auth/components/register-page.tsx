import type { RegisterRequest } from '@mathquest/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { browserTimeZone, validateRegisterForm, type RegisterFormValues } from '../utils/register-validation';
import { AuthLayout } from './auth-layout';

const GRADES = [4, 5, 6, 7, 8] as const;

/** /register (spec 01 §2 and §5). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const register = useSession((s) => s.register);
  const serverError = useSession((s) => s.error);
  const clearError = useSession((s) => s.clearError);
  const [values, setValues] = useState<RegisterFormValues>({
    role: 'STUDENT',
    email: '',
    username: '',
    displayName: '',
    gradeLevel: 5,
    password: '',
    confirmPassword: '',
  });
  const [localError, setLocalError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => clearError, [clearError]);

  const set = <K extends keyof RegisterFormValues>(key: K, value: RegisterFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    clearError();
    const problem = validateRegisterForm(values);
    setLocalError(problem);
    if (problem) return;
    const body: RegisterRequest = {
      role: values.role,
      email: values.email.trim(),
      username: values.username.trim(),
      displayName: values.displayName.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(values.role === 'STUDENT' ? { gradeLevel: values.gradeLevel } : {}),
      ...(browserTimeZone() ? { timeZone: browserTimeZone() } : {}),
    };
    setSubmitting(true);
    const ok = await register(body);
    setSubmitting(false);
    if (ok) navigate(paths.home.getHref(), { replace: true });
  }

  const error = localError ?? serverError;

  return (
    <AuthLayout title="Join the quest!" subtitle="Create your free MathQuest account.">
      <form className="form" onSubmit={onSubmit}>
        {error ? (
          <p className="form__error" role="alert" data-testid="register-error">
            {error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="reg-role">I am a</label>
          <select id="reg-role" name="role" value={values.role} onChange={(e) => set('role', e.target.value as RegisterFormValues['role'])}>
            <option value="STUDENT">Student</option>
            <option value="PARENT">Parent</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="reg-email">Email</label>
          <input id="reg-email" name="email" type="email" autoComplete="email" required value={values.email} onChange={(e) => set('email', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="reg-username">Username</label>
          <input
            id="reg-username"
            name="username"
            autoComplete="username"
            required
            value={values.username}
            onChange={(e) => set('username', e.target.value)}
            aria-describedby="reg-username-help"
          />
          <small id="reg-username-help">3 to 20 letters, digits or _</small>
        </div>
        <div className="field">
          <label htmlFor="reg-display">Display name</label>
          <input id="reg-display" name="displayName" autoComplete="nickname" required value={values.displayName} onChange={(e) => set('displayName', e.target.value)} />
        </div>
        {values.role === 'STUDENT' ? (
          <div className="field">
            <label htmlFor="reg-grade">Grade level</label>
            <select id="reg-grade" name="gradeLevel" value={values.gradeLevel} onChange={(e) => set('gradeLevel', Number(e.target.value))}>
              {GRADES.map((g) => (
                <option key={g} value={g}>
                  Grade {g}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="reg-password">Password</label>
          <input id="reg-password" name="password" type="password" autoComplete="new-password" required value={values.password} onChange={(e) => set('password', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="reg-confirm">Confirm password</label>
          <input
            id="reg-confirm"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={submitting} data-testid="register-submit">
          {submitting ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <p className="auth-card__switch">
        Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </AuthLayout>
  );
}
