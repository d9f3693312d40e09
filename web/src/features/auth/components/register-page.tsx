import { birthYearOptions, type RegisterRequest } from '@mathquest/contracts';
import { useEffect, useState, type ComponentProps, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Field, FormError, TextField, helpIdOf } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { browserTimeZone, validateRegisterForm, type RegisterFormValues } from '../utils/register-validation';
import { AuthLayout } from './auth-layout';

const GRADES = [4, 5, 6, 7, 8] as const;
type TextKey = Exclude<keyof RegisterFormValues, 'role' | 'gradeLevel' | 'birthYear'>;

/**
 * /register: one form for students and parents (only students pick a grade and give the year they
 * were born; a student who may be under 13 gets a limited account until a parent approves it,
 * docs/adr/0239). The year list starts empty, so nobody is counted older by a default.
 */
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
    birthYear: '',
    password: '',
    confirmPassword: '',
  });
  const [localError, setLocalError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [years] = useState(() => birthYearOptions(new Date()));

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
      ...(values.role === 'STUDENT' ? { gradeLevel: values.gradeLevel, birthYear: Number(values.birthYear) } : {}),
      ...(browserTimeZone() ? { timeZone: browserTimeZone() } : {}),
    };
    setSubmitting(true);
    const ok = await register(body);
    setSubmitting(false);
    if (ok) navigate(paths.home.getHref(), { replace: true });
  }

  const error = localError ?? serverError;

  /** A required text input bound to one of the form's values (named after it). */
  const textField = (key: TextKey, id: string, label: string, extra: Pick<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'help'>) => (
    <TextField id={id} label={label} name={key} required value={values[key]} onValueChange={(v) => set(key, v)} {...extra} />
  );

  return (
    <AuthLayout title="Join the quest!" subtitle="Create your free MathQuest account.">
      <form className="form" onSubmit={onSubmit}>
        <FormError testId="register-error" message={error} />
        <Field id="reg-role" label="I am a">
          <select id="reg-role" name="role" value={values.role} onChange={(e) => set('role', e.target.value as RegisterFormValues['role'])}>
            <option value="STUDENT">Student</option>
            <option value="PARENT">Parent</option>
          </select>
        </Field>
        {textField('email', 'reg-email', 'Email', { type: 'email', autoComplete: 'email' })}
        {textField('username', 'reg-username', 'Username', { autoComplete: 'username', help: '3 to 20 letters, digits or _' })}
        {textField('displayName', 'reg-display', 'Display name', { autoComplete: 'nickname' })}
        {values.role === 'STUDENT' ? (
          <Field id="reg-grade" label="Grade level">
            <select id="reg-grade" name="gradeLevel" value={values.gradeLevel} onChange={(e) => set('gradeLevel', Number(e.target.value))}>
              {GRADES.map((g) => (
                <option key={g} value={g}>
                  Grade {g}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {values.role === 'STUDENT' ? (
          <Field id="reg-birth-year" label="Year you were born" help="We only ask for the year, never the day.">
            <select id="reg-birth-year" name="birthYear" aria-required="true" aria-describedby={helpIdOf('reg-birth-year')} value={values.birthYear} onChange={(e) => set('birthYear', e.target.value)}>
              <option value="">Choose a year</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
              <option value={String((years.at(-1) ?? 2000) - 1)}>Before {years.at(-1)}</option>
            </select>
          </Field>
        ) : null}
        {textField('password', 'reg-password', 'Password', { type: 'password', autoComplete: 'new-password' })}
        {textField('confirmPassword', 'reg-confirm', 'Confirm password', { type: 'password', autoComplete: 'new-password' })}
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
