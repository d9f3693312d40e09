import type { ChildSummary } from '@mathquest/contracts';
import { Link } from 'react-router-dom';
import { PanelBoundary } from '../../../components/panel-boundary';
import { DeleteAccountButton } from '../../../components/privacy/delete-account-dialog';
import { DownloadDataButton } from '../../../components/privacy/download-data-button';
import { ChatSwitch } from '../../../components/ui/chat-switch';
import { parentPaths } from '../../../config/area-paths';
import { daysText } from '../../../utils/words';
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
  const f = figuresOf(child);
  return (
    <li className="class-card" aria-label={f.name} data-testid={`child-${child.id}`}>
      <PanelBoundary message={`We could not show ${f.name}'s card right now.`} log={`Failed to show the card of ${child.id}`}>
        <ChildCardBody child={child} />
      </PanelBoundary>
    </li>
  );
}

function ChildCardBody({ child }: { child: ChildSummary }) {
  const f = figuresOf(child);
  const setChat = useSetChildChat();
  return (
    <>
      <h3>{f.name}</h3>
      <p className="muted">
        @{f.username} • Grade {f.gradeLevel}
      </p>
      <dl className="stat-list">
        <div>
          <dt>Level</dt>
          <dd>{f.level}</dd>
        </div>
        <div>
          <dt>XP</dt>
          <dd>{f.totalXp.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Streak</dt>
          <dd>{daysText(f.streak)}</dd>
        </div>
        <div>
          <dt>Problems answered</dt>
          <dd>{f.problems.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>{f.accuracy}%</dd>
        </div>
        <div>
          <dt>Time spent</dt>
          <dd>{timeSpentText(f.minutes)}</dd>
        </div>
      </dl>
      <div className="bar-track" role="progressbar" aria-label={`${f.name}'s level progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={f.levelPercent}>
        <div className="bar-fill" style={{ width: `${f.levelPercent}%` }} />
      </div>
      <p className="muted">{f.xpToGo.toLocaleString()} XP to level {f.level + 1}</p>
      <ChildActivity childId={child.id} name={f.name} />
      <ChildAssignments childId={child.id} name={f.name} />
      <ChatSwitch name={f.name} enabled={child.chatEnabled} save={(enabled) => setChat.mutateAsync({ childId: child.id, enabled }).then((r) => r.chatEnabled)} />
      <Link className="btn btn--secondary btn--small" to={parentPaths.report.getHref(child.id)} aria-label={`Progress report for ${f.name}`}>
        Progress report
      </Link>
      <UnlockChildButton childId={child.id} name={f.name} />
      <div className="privacy-actions">
        <DownloadDataButton userId={child.id} label="Download data" accessibleName={`Download data for ${f.name}`} />
        <DeleteAccountButton userId={child.id} username={child.profile.username} label="Delete account" accessibleName={`Delete account for ${f.name}`} own={false} />
      </div>
    </>
  );
}
