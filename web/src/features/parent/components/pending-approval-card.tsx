import { useId, useState } from 'react';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useApproveChild } from '../api/approve-child';

/**
 * "Waiting for your approval" (docs/adr/0239, docs/product/coppa-ferpa.md): a linked child who
 * signed up alone and may be under 13 has no chat, friends or challenges, and others do not see
 * their name on leaderboards, until this parent approves. Approve asks once more, saying what it
 * turns on; the outcome is announced.
 */
export function PendingApprovalCard({ childId, name, onApproved }: { childId: string; name: string; onApproved: (childId: string) => void }) {
  const intl = useI18n('parent');
  const t = (id: string) => intl.formatMessage({ id }, { name });
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
      setError(wordError(intl, errorFactsOf(err), 'parent.approval.failed'));
    }
  }

  return (
    <li className="class-card approval-card" aria-labelledby={titleId} data-testid={`pending-approval-${childId}`}>
      <h3 id={titleId}>{t('parent.approval.cardTitle')}</h3>
      <p>{t('parent.approval.why')}</p>
      <p>{t('parent.approval.what')}</p>
      {confirming ? (
        <div role="group" aria-label={t('parent.approval.question')}>
          <p>
            <strong>{t('parent.approval.question')}</strong>
          </p>
          <button type="button" className="btn btn--primary btn--small" disabled={approve.isPending} aria-busy={approve.isPending} onClick={() => void confirm()}>
            {t('parent.approval.yes')}
          </button>{' '}
          <button type="button" className="btn btn--ghost btn--small" disabled={approve.isPending} onClick={() => setConfirming(false)}>
            {t('parent.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn--primary btn--small" aria-label={t('parent.approval.approveLabel')} onClick={() => setConfirming(true)}>
          {t('parent.approval.approve')}
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
