import { useState } from 'react';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useUnlockChild } from '../api/unlock-child';

/**
 * "Unlock sign-in" on a child's card: after too many wrong passwords the child's account is locked
 * for new devices for a while; the parent lets the child sign in again at once (docs/product/accounts.md,
 * "Locked sign-in"). The outcome is announced in the card.
 */
export function UnlockChildButton({ childId, name }: { childId: string; name: string }) {
  const intl = useI18n('parent');
  const unlockChild = useUnlockChild();
  const busy = unlockChild.isPending;
  const [outcome, setOutcome] = useState<string | null>(null);

  async function unlock() {
    setOutcome(null);
    try {
      await unlockChild.mutateAsync(childId);
      setOutcome(intl.formatMessage({ id: 'parent.unlock.done' }, { name }));
    } catch (err) {
      console.error('Failed to unlock sign-in', err);
      setOutcome(wordError(intl, errorFactsOf(err), 'parent.unlock.failed'));
    }
  }

  return (
    <div>
      {/* The visible text stays within the accessible name while busy too (WCAG 2.5.3). */}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => void unlock()}
        disabled={busy}
        aria-busy={busy}
        aria-label={intl.formatMessage({ id: 'parent.unlock.label' }, { name })}
      >
        {intl.formatMessage({ id: 'parent.unlock.button' })}
      </button>
      <p className="muted" role="status" data-testid={`unlock-outcome-${childId}`}>
        {outcome}
      </p>
    </div>
  );
}
