import { hiddenPlayerName } from '@mathquest/contracts';
import { useI18n } from '../../i18n/use-i18n';
import { useSession } from '../../stores/session';

/**
 * Limited accounts (docs/adr/0239, docs/product/coppa-ferpa.md): a student who signed up alone and
 * may be under 13 has no chat, friends or challenges, and others see them on boards without their
 * name, until a linked parent approves the account. Screens show this notice in place of controls
 * that would only be refused; the server refuses them whatever the page shows.
 */
export function useAccountLimited(): boolean {
  return useSession((s) => s.user?.limits === 'PENDING_PARENT_APPROVAL');
}

type Waiting = 'CHAT' | 'FRIENDS' | 'CHALLENGES';

/** One friendly notice, in words a nine-year-old understands, of what waits for a parent's OK. */
export function ParentApprovalNotice({ feature }: { feature: Waiting | 'LEADERBOARDS' }) {
  const intl = useI18n();
  const userId = useSession((s) => s.user?.id ?? '');
  const ask = intl.formatMessage({ id: 'approval.ask' });
  const text =
    feature === 'LEADERBOARDS'
      ? `${intl.formatMessage({ id: 'approval.leaderboards' }, { name: hiddenPlayerName(userId) })} ${ask}`
      : `${intl.formatMessage({ id: 'approval.needed' }, { feature })} ${ask}`;
  return (
    <p className="approval-notice" role="note" data-testid={`parent-approval-${feature.toLowerCase()}`}>
      <span aria-hidden="true">🔒 </span>
      {text}
    </p>
  );
}
