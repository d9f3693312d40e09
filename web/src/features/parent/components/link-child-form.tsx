import { CHILD_LIMIT_MESSAGE, MAX_LINKED_CHILDREN, type ChildSummary } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { FormError, TextField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
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
      setError('Please fill in every field');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const children = await link.mutateAsync({ email: email.trim(), password });
      const added = children.find((c) => !linked.some((l) => l.id === c.id));
      setEmail('');
      setPassword('');
      setDone(added ? `${added.profile.displayName || added.profile.username} is now linked. Their progress shows in the list above.` : 'This student account is already linked.');
    } catch (err) {
      setError(messageOf(err, 'Could not link this account. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="link-child-title">
      <h2 id="link-child-title" className="section__title section__title--left">
        Link a child
      </h2>
      {full ? (
        <p className="muted" data-testid="link-child-full">
          {CHILD_LIMIT_MESSAGE}.
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} aria-busy={busy}>
          <p className="muted">Enter the email and password your child signs in with.</p>
          <FormError testId="link-child-error" message={error} />
          <TextField id="link-email" label="Child's email" name="email" type="email" autoComplete="off" required value={email} onValueChange={setEmail} />
          <TextField id="link-password" label="Child's password" name="password" type="password" autoComplete="off" required value={password} onValueChange={setPassword} />
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="link-child-submit">
            {busy ? 'Linking...' : 'Link Child'}
          </button>
        </form>
      )}
      <p role="status" aria-live="polite" className={done ? 'form__note' : 'sr-only'} data-testid="link-child-done">
        {done}
      </p>
    </section>
  );
}
