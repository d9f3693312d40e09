import type { ClassList } from '@mathquest/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormError, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useSession } from '../../../stores/session';
import { AuthLayout } from '../components/auth-layout';
import { classCodeApi } from './class-code-api';
import { useFindClassList } from './find-class-list';
import './class-code.css';

type Step = { kind: 'code' } | { kind: 'name'; code: string; list: ClassList } | { kind: 'secret'; code: string; list: ClassList; student: { id: string; listName: string } };

/**
 * /login/class-code: 'Sign in with a class code' (docs/product/accounts.md#signing-in-with-a-class-code--built):
 * the class code, then the child picks their name from the class list, then types their secret.
 * Each step's heading takes the focus, so a screen reader announces where the child is.
 */
export default function ClassCodePage() {
  const navigate = useNavigate();
  const intl = useI18n();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const loginWith = useSession((s) => s.loginWith);
  const sessionFailed = useSession((s) => s.error !== null);
  const sessionFacts = useSession((s) => s.errorFacts);
  const clearError = useSession((s) => s.clearError);
  const [step, setStep] = useState<Step>({ kind: 'code' });
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { mutateAsync: findClassList } = useFindClassList();

  useEffect(() => clearError, [clearError]);
  useEffect(() => {
    if (step.kind !== 'code') heading.current?.focus();
  }, [step]);

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const list = await findClassList(code);
      setStep({ kind: 'name', code, list });
    } catch (err) {
      const facts = errorFactsOf(err);
      // A code the contract refuses (only punctuation, too long) is a code that does not work.
      setError(facts?.code === 'VALIDATION_ERROR' ? t('classCode.notFound') : wordError(intl, facts, 'classCode.codeFailed', 'classCode'));
    } finally {
      setBusy(false);
    }
  }

  async function submitSecret(e: FormEvent) {
    e.preventDefault();
    if (step.kind !== 'secret') return;
    setBusy(true);
    setError(null);
    const ok = await loginWith(() => classCodeApi.login({ code: step.code, studentId: step.student.id, secret }));
    setBusy(false);
    if (ok) navigate(paths.home.getHref(), { replace: true });
  }

  // The sign-in's refusal in the reader's language: a wrong secret, or too many of them.
  const shownError = error ?? (step.kind === 'secret' && sessionFailed ? wordError(intl, sessionFacts, 'classCode.signInFailed', 'secret') : null);

  return (
    <AuthLayout title={t('classCode.title')} subtitle={t('classCode.subtitle')}>
      <FormError id="class-code-error" testId="class-code-error" message={shownError} />
      {step.kind === 'code' ? (
        <form className="form" onSubmit={submitCode} aria-describedby={error ? 'class-code-error' : undefined}>
          <TextField
            id="class-code"
            label={t('classCode.code')}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            autoFocus
            help={t('classCode.code.help', { example: 'ABCD-2345' })}
            value={code}
            onValueChange={setCode}
          />
          <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} data-testid="class-code-submit">
            {busy ? t('classCode.looking') : t('classCode.next')}
          </button>
        </form>
      ) : step.kind === 'name' ? (
        <section aria-labelledby="class-code-pick">
          <h2 id="class-code-pick" ref={heading} tabIndex={-1}>
            {t('classCode.whoAreYou', { classroom: step.list.classroomName })}
          </h2>
          {step.list.students.length === 0 ? (
            <p>{t('classCode.noStudents')}</p>
          ) : (
            <ul className="class-code__names" data-testid="class-code-names">
              {step.list.students.map((s) => (
                <li key={s.id}>
                  <button type="button" className="btn btn--secondary class-code__name" onClick={() => setStep({ kind: 'secret', code: step.code, list: step.list, student: s })}>
                    {s.listName}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="btn btn--ghost" onClick={() => setStep({ kind: 'code' })}>
            {t('classCode.otherCode')}
          </button>
        </section>
      ) : (
        <form className="form" onSubmit={submitSecret} aria-labelledby="class-code-hello" aria-describedby={shownError ? 'class-code-error' : undefined}>
          <h2 id="class-code-hello" ref={heading} tabIndex={-1}>
            {t('classCode.hello', { name: step.student.listName })}
          </h2>
          <TextField
            id="class-code-secret"
            label={t('classCode.secret')}
            name="secret"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            // The example secret is in the reader's language, as a class's secrets are in the class's
            // ('nutria feliz 42': Spanish words, noun first; docs/adr/0187).
            help={t('classCode.secret.help', { example: t('classCode.secret.example') })}
            value={secret}
            onValueChange={setSecret}
          />
          <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} data-testid="class-code-sign-in">
            {busy ? t('classCode.signingIn') : t('classCode.signIn')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              clearError();
              setSecret('');
              setStep({ kind: 'name', code: step.code, list: step.list });
            }}
          >
            {t('classCode.notMe')}
          </button>
        </form>
      )}
      <p className="auth-card__switch">
        {t('classCode.haveEmail')} <Link to={paths.login.getHref()}>{t('classCode.logIn')}</Link>
      </p>
    </AuthLayout>
  );
}
