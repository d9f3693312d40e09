import type { ClassList } from '@mathquest/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormError, TextField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
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
  const loginWith = useSession((s) => s.loginWith);
  const sessionError = useSession((s) => s.error);
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
      setError(messageOf(err, 'That class code does not work. Check it with your teacher.'));
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

  const shownError = error ?? (step.kind === 'secret' ? sessionError : null);

  return (
    <AuthLayout title="Sign in with a class code" subtitle="Your teacher gave you a card with your class code and your secret.">
      <FormError id="class-code-error" testId="class-code-error" message={shownError} />
      {step.kind === 'code' ? (
        <form className="form" onSubmit={submitCode} aria-describedby={error ? 'class-code-error' : undefined}>
          <TextField
            id="class-code"
            label="Class code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            autoFocus
            help="It looks like ABCD-2345."
            value={code}
            onValueChange={setCode}
          />
          <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} data-testid="class-code-submit">
            {busy ? 'Looking...' : 'Next'}
          </button>
        </form>
      ) : step.kind === 'name' ? (
        <section aria-labelledby="class-code-pick">
          <h2 id="class-code-pick" ref={heading} tabIndex={-1}>
            {step.list.classroomName}: who are you?
          </h2>
          {step.list.students.length === 0 ? (
            <p>This class has no students yet. Ask your teacher.</p>
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
            Use another class code
          </button>
        </section>
      ) : (
        <form className="form" onSubmit={submitSecret} aria-labelledby="class-code-hello" aria-describedby={shownError ? 'class-code-error' : undefined}>
          <h2 id="class-code-hello" ref={heading} tabIndex={-1}>
            Hello, {step.student.listName}!
          </h2>
          <TextField
            id="class-code-secret"
            label="Your secret"
            name="secret"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            help="The words and the number on your card, like: sunny otter 42."
            value={secret}
            onValueChange={setSecret}
          />
          <button type="submit" className="btn btn--primary btn--block btn--large" disabled={busy} data-testid="class-code-sign-in">
            {busy ? 'Logging in...' : 'Sign in'}
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
            That is not me
          </button>
        </form>
      )}
      <p className="auth-card__switch">
        Have an email and a password? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </AuthLayout>
  );
}
