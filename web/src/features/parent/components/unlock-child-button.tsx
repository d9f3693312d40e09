import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useUnlockChild } from '../api/unlock-child';

/**
 * "Unlock sign-in" on a child's card: after too many wrong passwords the child's account is locked
 * for new devices for a while; the parent lets the child sign in again at once (docs/product/accounts.md,
 * "Locked sign-in"). The outcome is announced in the card.
 */
export function UnlockChildButton({ childId, name }: { childId: string; name: string }) {
  const unlockChild = useUnlockChild();
  const busy = unlockChild.isPending;
  const [outcome, setOutcome] = useState<string | null>(null);

  async function unlock() {
    setOutcome(null);
    try {
      await unlockChild.mutateAsync(childId);
      setOutcome(`${name} can sign in again.`);
    } catch (err) {
      console.error('Failed to unlock sign-in', err);
      setOutcome(messageOf(err, 'Failed to unlock sign-in. Please try again.'));
    }
  }

  return (
    <div>
      {/* The visible text stays within the accessible name while busy too (WCAG 2.5.3). */}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => void unlock()} disabled={busy} aria-busy={busy} aria-label={`Unlock sign-in for ${name}`}>
        Unlock sign-in
      </button>
      <p className="muted" role="status" data-testid={`unlock-outcome-${childId}`}>
        {outcome}
      </p>
    </div>
  );
}
