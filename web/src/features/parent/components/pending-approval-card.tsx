import { useId, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useApproveChild } from '../api/approve-child';

/**
 * "Waiting for your approval" (docs/adr/0239, docs/product/coppa-ferpa.md): a linked child who
 * signed up alone and may be under 13 has no chat, friends or challenges, and others do not see
 * their name on leaderboards, until this parent approves. Approve asks once more, saying what it
 * turns on; the outcome is announced.
 */
export function PendingApprovalCard({ childId, name, onApproved }: { childId: string; name: string; onApproved: (childId: string) => void }) {
  const approve = useApproveChild();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  async function confirm() {
    setError(null);
    try {
      await approve.mutateAsync(childId);
      setConfirming(false);
      onApproved(childId);
    } catch (err) {
      console.error('Failed to approve the account', err);
      setError(messageOf(err, 'We could not approve the account right now. Please try again.'));
    }
  }

  return (
    <li className="class-card approval-card" aria-labelledby={titleId} data-testid={`pending-approval-${childId}`}>
      <h3 id={titleId}>Waiting for your approval: {name}</h3>
      <p>
        {name} signed up on their own and may be under 13. Until you approve, {name} can practise and play, but guild chat, friends and challenges are off, and other players see a
        hidden name instead of {name}&apos;s on leaderboards.
      </p>
      <p>Approving turns on guild chat, friends and challenges, and shows {name}&apos;s username to other players. You can still turn chat off with the switch on {name}&apos;s card.</p>
      {confirming ? (
        <div role="group" aria-label={`Approve ${name}'s account?`}>
          <p>
            <strong>Approve {name}&apos;s account?</strong>
          </p>
          <button type="button" className="btn btn--primary btn--small" disabled={approve.isPending} aria-busy={approve.isPending} onClick={() => void confirm()}>
            Yes, approve
          </button>{' '}
          <button type="button" className="btn btn--ghost btn--small" disabled={approve.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn--primary btn--small" aria-label={`Approve ${name}'s account`} onClick={() => setConfirming(true)}>
          Approve
        </button>
      )}
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
