import { hiddenPlayerName } from '@mathquest/contracts';
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

const ASK = 'Ask a parent to sign up and link your account.';
const WHAT: Record<'CHAT' | 'FRIENDS' | 'CHALLENGES', string> = {
  CHAT: 'chat',
  FRIENDS: 'add friends',
  CHALLENGES: 'send or accept challenges',
};

/** One friendly notice, in words a nine-year-old understands, of what waits for a parent's OK. */
export function ParentApprovalNotice({ feature }: { feature: keyof typeof WHAT | 'LEADERBOARDS' }) {
  const userId = useSession((s) => s.user?.id ?? '');
  const text =
    feature === 'LEADERBOARDS'
      ? `Other players see you as "${hiddenPlayerName(userId)}" until a parent says OK. You can still see your own name and rank. ${ASK}`
      : `Your account needs a parent's OK before you can ${WHAT[feature]}. ${ASK}`;
  return (
    <p className="approval-notice" role="note" data-testid={`parent-approval-${feature.toLowerCase()}`}>
      <span aria-hidden="true">🔒 </span>
      {text}
    </p>
  );
}
