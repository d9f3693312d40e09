import { MAX_LINKED_CHILDREN, type ChildSummary } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { FormError, TextField } from '../../../components/ui/form-field';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useLinkChild } from '../api/link-child';

interface LinkChildFormProps {
  /** The students linked already: at the limit (5) the form gives way to a note. */
  linked: readonly ChildSummary[];
}

/**
 * The parent dashboard's 'Link a child' form (docs/product/accounts.md, "Parent links"): the
 * child's own email and password prove the family controls the account. A refusal shows the
 * server's message as it comes ('No student account matches this email and password', the
 * 5-student limit, a rate limit's wait); a success is announced, and the answer's list becomes the
 * cached children list (api/link-child.ts).
 */
export function LinkChildForm({ linked }: LinkChildFormProps) {
  const intl = useI18n('parent');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const link = useLinkChild();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const full = linked.length >= MAX_LINKED_CHILDREN;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setDone(null);
    if (!email.trim() || !password) {
      setError(t('parent.link.fillIn'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const children = await link.mutateAsync({ email: email.trim(), password });
      const added = children.find((c) => !linked.some((l) => l.id === c.id));
      setEmail('');
      setPassword('');
      setDone(added ? t('parent.link.done', { name: added.profile.displayName || added.profile.username }) : t('parent.link.already'));
    } catch (err) {
      // A refusal of the child's email and password is worded for the child's account (`error.INVALID_CREDENTIALS.child`).
      setError(wordError(intl, errorFactsOf(err), 'parent.link.failed', 'child'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="link-child-title">
      <h2 id="link-child-title" className="section__title section__title--left">
        {t('parent.link.title')}
      </h2>
      {full ? (
        <p className="muted" data-testid="link-child-full">
          {t('parent.link.full', { max: MAX_LINKED_CHILDREN })}
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} aria-busy={busy}>
          <p className="muted">{t('parent.link.text')}</p>
          <FormError testId="link-child-error" message={error} />
          <TextField id="link-email" label={t('parent.link.email')} name="email" type="email" autoComplete="off" required value={email} onValueChange={setEmail} />
          <TextField id="link-password" label={t('parent.link.password')} name="password" type="password" autoComplete="off" required value={password} onValueChange={setPassword} />
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="link-child-submit">
            {busy ? t('parent.link.linking') : t('parent.link.submit')}
          </button>
        </form>
      )}
      <p role="status" aria-live="polite" className={done ? 'form__note' : 'sr-only'} data-testid="link-child-done">
        {done}
      </p>
    </section>
  );
}
