import type { ChildSummary } from '@mathquest/contracts';
import { Link } from 'react-router-dom';
import { PanelBoundary } from '../../../components/panel-boundary';
import { DeleteAccountButton } from '../../../components/privacy/delete-account-dialog';
import { DownloadDataButton } from '../../../components/privacy/download-data-button';
import { ChatSwitch } from '../../../components/ui/chat-switch';
import { parentPaths } from '../../../config/area-paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useSetChildChat } from '../api/set-child-chat';
import { figuresOf, timeSpentText } from '../utils/child-figures';
import { ChildActivity } from './child-activity';
import { ChildAssignments } from './child-assignments';
import { UnlockChildButton } from './unlock-child-button';

/**
 * One linked child on the parent's home: figures, level progress, recent practice, class
 * assignments, the chat switch, the report link, unlock and the privacy buttons. The card is its
 * own error boundary (docs/adr/0190): one child's card failing leaves the other children's cards.
 */
export function ChildCard({ child }: { child: ChildSummary }) {
  const intl = useI18n('parent');
  const f = figuresOf(child);
  return (
    <li className="class-card" aria-label={f.name} data-testid={`child-${child.id}`}>
      <PanelBoundary message={intl.formatMessage({ id: 'parent.card.failed' }, { name: f.name })} log={`Failed to show the card of ${child.id}`}>
        <ChildCardBody child={child} />
      </PanelBoundary>
    </li>
  );
}

function ChildCardBody({ child }: { child: ChildSummary }) {
  const intl = useI18n('parent');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const f = figuresOf(child);
  const setChat = useSetChildChat();
  return (
    <>
      <h3>{f.name}</h3>
      <p className="muted">
        @{f.username} • {t('parent.gradeN', { grade: f.gradeLevel })}
      </p>
      <dl className="stat-list">
        <div>
          <dt>{t('parent.level')}</dt>
          <dd>{f.level}</dd>
        </div>
        <div>
          <dt>XP</dt>
          <dd>{intl.formatNumber(f.totalXp)}</dd>
        </div>
        <div>
          <dt>{t('parent.streak')}</dt>
          <dd>{t('parent.days', { count: f.streak })}</dd>
        </div>
        <div>
          <dt>{t('parent.problemsAnswered')}</dt>
          <dd>{intl.formatNumber(f.problems)}</dd>
        </div>
        <div>
          <dt>{t('parent.accuracy')}</dt>
          <dd>{t('parent.percent', { value: f.accuracy })}</dd>
        </div>
        <div>
          <dt>{t('parent.timeSpent')}</dt>
          <dd>{timeSpentText(intl, f.minutes)}</dd>
        </div>
      </dl>
      <div className="bar-track" role="progressbar" aria-label={t('parent.card.levelProgress', { name: f.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={f.levelPercent}>
        <div className="bar-fill" style={{ width: `${f.levelPercent}%` }} />
      </div>
      <p className="muted">{t('parent.card.xpToGo', { xp: f.xpToGo, level: f.level + 1 })}</p>
      <ChildActivity childId={child.id} name={f.name} />
      <ChildAssignments childId={child.id} name={f.name} />
      <ChatSwitch name={f.name} enabled={child.chatEnabled} save={(enabled) => setChat.mutateAsync({ childId: child.id, enabled }).then((r) => r.chatEnabled)} />
      <Link className="btn btn--secondary btn--small" to={parentPaths.report.getHref(child.id)} aria-label={t('parent.card.reportLabel', { name: f.name })}>
        {t('parent.card.report')}
      </Link>
      <UnlockChildButton childId={child.id} name={f.name} />
      <div className="privacy-actions">
        <DownloadDataButton userId={child.id} label={t('parent.card.downloadData')} accessibleName={t('parent.card.downloadDataLabel', { name: f.name })} />
        <DeleteAccountButton
          userId={child.id}
          username={child.profile.username}
          label={t('parent.card.deleteAccount')}
          accessibleName={t('parent.card.deleteAccountLabel', { name: f.name })}
          own={false}
        />
      </div>
    </>
  );
}
