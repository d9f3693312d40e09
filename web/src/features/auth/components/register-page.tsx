import { birthYearOptions, type RegisterRequest } from '@mathquest/contracts';
import { useEffect, useState, type ComponentProps, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Field, FormError, TextField, helpIdOf } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { PSEUDO_LOCALE } from '../../../i18n/languages';
import { wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { browserTimeZone, PASSWORD_MIN, validateRegisterForm, type FormProblem, type RegisterFormValues } from '../utils/register-validation';
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
  const intl = useI18n();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const locale = useLanguage((s) => s.locale);
  const register = useSession((s) => s.register);
  const failed = useSession((s) => s.error !== null);
  const errorFacts = useSession((s) => s.errorFacts);
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
  const [localError, setLocalError] = useState<FormProblem | null>(null);
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
      // The account starts in the language the form is shown in.
      language: locale === PSEUDO_LOCALE ? 'en' : locale,
    };
    setSubmitting(true);
    const ok = await register(body);
    setSubmitting(false);
    if (ok) navigate(paths.home.getHref(), { replace: true });
  }

  const error = localError ? t(`form.${localError}`, { min: PASSWORD_MIN }) : failed ? wordError(intl, errorFacts, 'register.failed') : null;

  /** A required text input bound to one of the form's values (named after it). */
  const textField = (key: TextKey, id: string, label: string, extra: Pick<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'help'>) => (
    <TextField id={id} label={label} name={key} required value={values[key]} onValueChange={(v) => set(key, v)} {...extra} />
  );

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form className="form" onSubmit={onSubmit}>
        <FormError testId="register-error" message={error} />
        <Field id="reg-role" label={t('register.role')}>
          <select id="reg-role" name="role" value={values.role} onChange={(e) => set('role', e.target.value as RegisterFormValues['role'])}>
            <option value="STUDENT">{t('register.role.student')}</option>
            <option value="PARENT">{t('register.role.parent')}</option>
          </select>
        </Field>
        {textField('email', 'reg-email', t('register.email'), { type: 'email', autoComplete: 'email' })}
        {textField('username', 'reg-username', t('register.username'), { autoComplete: 'username', help: t('register.username.help') })}
        {textField('displayName', 'reg-display', t('register.displayName'), { autoComplete: 'nickname' })}
        {values.role === 'STUDENT' ? (
          <Field id="reg-grade" label={t('register.grade')}>
            <select id="reg-grade" name="gradeLevel" value={values.gradeLevel} onChange={(e) => set('gradeLevel', Number(e.target.value))}>
              {GRADES.map((g) => (
                <option key={g} value={g}>
                  {t('register.grade.option', { grade: g })}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {values.role === 'STUDENT' ? (
          <Field id="reg-birth-year" label={t('register.birthYear')} help={t('register.birthYear.help')}>
            <select id="reg-birth-year" name="birthYear" aria-required="true" aria-describedby={helpIdOf('reg-birth-year')} value={values.birthYear} onChange={(e) => set('birthYear', e.target.value)}>
              <option value="">{t('register.birthYear.choose')}</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
              <option value={String((years.at(-1) ?? 2000) - 1)}>{t('register.birthYear.before', { year: String(years.at(-1)) })}</option>
            </select>
          </Field>
        ) : null}
        {textField('password', 'reg-password', t('register.password'), { type: 'password', autoComplete: 'new-password' })}
        {textField('confirmPassword', 'reg-confirm', t('register.confirm'), { type: 'password', autoComplete: 'new-password' })}
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={submitting} data-testid="register-submit">
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="auth-card__switch">
        {t('register.haveAccount')} <Link to={paths.login.getHref()}>{t('register.login')}</Link>
      </p>
    </AuthLayout>
  );
}
