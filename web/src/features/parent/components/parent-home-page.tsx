import type { ChildSummary } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { ChatSwitch } from '../../../components/ui/chat-switch';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { parentPaths } from '../../../config/area-paths';
import { useFreshUser } from '../../../stores/session';
import { parentApi } from '../api/parent-api';
import { figuresOf, timeSpentText } from '../utils/child-figures';
import { ChildActivity } from './child-activity';
import { ChildAssignments } from './child-assignments';
import { LinkChildForm } from './link-child-form';
import { PendingApprovalCard } from './pending-approval-card';
import { UnlockChildButton } from './unlock-child-button';
import { DeleteAccountButton } from '../../../components/privacy/delete-account-dialog';
import { DownloadDataButton } from '../../../components/privacy/download-data-button';
import '../../../styles/areas.css';
import { daysText } from '../../../lib/words';

/**
 * A parent's home at /dashboard and /home (the Family plan's parent dashboard): each linked
 * child's level, XP, streak, problems, accuracy and time spent, a switch for the child's guild
 * chat (docs/adr/0171), and a printable progress report;
 * below them the 'Link a child' form (docs/product/accounts.md, "Parent links"). Each card can
 * unlock the child's sign-in after too many wrong passwords. A child whose limited account waits
 * for this parent's approval has a "Waiting for your approval" card above (docs/adr/0239).
 * Accuracy by topic over 7 and 30 days, recent sessions and class assignments wait for the
 * endpoints listed in docs/product/web.md (parent dashboard).
 */
export default function ParentHomePage() {
  const user = useFreshUser();
  const [children, setChildren] = useState<ChildSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [approved, setApproved] = useState('');
  const pending = (children ?? []).filter((c) => c.limits === 'PENDING_PARENT_APPROVAL');
  const onApproved = (childId: string) => {
    const child = children?.find((c) => c.id === childId);
    setChildren((now) => (now ?? []).map((c) => (c.id === childId ? { ...c, limits: undefined } : c)));
    if (child) setApproved(`${figuresOf(child).name}'s account is approved: chat, friends and challenges are on.`);
  };

  useEffect(() => {
    let live = true;
    parentApi
      .children()
      .then((r) => live && setChildren(r.children))
      .catch((err: unknown) => {
        console.error('Failed to load children', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <PageShell header={<UserHeader />}>
      <h1 className="page-title">
        Hi, {user?.profile.username || 'there'}! <span aria-hidden="true">👋</span>
      </h1>
      <p className="sr-only" role="status" data-testid="approval-status">
        {approved}
      </p>
      {pending.length > 0 ? (
        <section className="section" aria-labelledby="approvals-title">
          <h2 id="approvals-title" className="section__title section__title--left">
            Waiting for your approval
          </h2>
          <ul className="card-grid">
            {pending.map((c) => (
              <PendingApprovalCard key={c.id} childId={c.id} name={figuresOf(c).name} onApproved={onApproved} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section" aria-labelledby="children-title">
        <h2 id="children-title" className="section__title section__title--left">
          Your children
        </h2>
        {failed ? (
          <p className="empty-state">We could not load your children right now. Please try again later.</p>
        ) : children === null ? (
          <InlineLoading message="Loading your children..." />
        ) : children.length === 0 ? (
          <p className="empty-state">No linked student accounts yet. Once you link your child&apos;s account, their progress shows here.</p>
        ) : (
          <ul className="card-grid">
            {children.map((c) => {
              const f = figuresOf(c);
              return (
                <li key={c.id} className="class-card" aria-label={f.name} data-testid={`child-${c.id}`}>
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
                  <ChildActivity childId={c.id} name={f.name} />
                  <ChildAssignments childId={c.id} name={f.name} />
                  <ChatSwitch name={f.name} enabled={c.chatEnabled} save={(enabled) => parentApi.setChat(c.id, enabled).then((r) => r.chatEnabled)} />
                  <Link className="btn btn--secondary btn--small" to={parentPaths.report.getHref(c.id)} aria-label={`Progress report for ${f.name}`}>
                    Progress report
                  </Link>
                  <UnlockChildButton childId={c.id} name={f.name} />
                  <div className="privacy-actions">
                    <DownloadDataButton userId={c.id} label="Download data" accessibleName={`Download data for ${f.name}`} />
                    <DeleteAccountButton userId={c.id} username={c.profile.username} label="Delete account" accessibleName={`Delete account for ${f.name}`} own={false} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {children !== null ? <LinkChildForm linked={children} onLinked={setChildren} /> : null}
    </PageShell>
  );
}
