import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { ParentApprovalNotice, useAccountLimited } from '../../../components/ui/parent-approval-notice';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import type { Challenge, ChallengeStatus } from '../api/challenges-api';
import { useDashboardStats } from '../../../components/engagement/get-dashboard-stats';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { challengeNotices } from '../../../lib/socket';
import { useSession } from '../../../stores/session';
import { useAcceptChallenge, useDeclineChallenge, useStartChallenge } from '../api/challenge-actions';
import { useChallengeLists } from '../api/get-challenges';
import { challengeStats } from '../rules';
import { ChallengeCard, DetailsDialog, HistoryRow } from './challenge-parts';
import { SendChallenge } from './send-challenge';
import '../../../styles/adventure.css';
import '../challenges.css';

const PANEL_ID = 'challenges-panel';
const TABS: ReadonlyArray<{ value: ChallengeStatus; label: string }> = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'COMPLETED', label: 'History' },
];
const EMPTY: Record<ChallengeStatus, string> = { ACTIVE: 'No active challenges', PENDING: 'No pending challenges', COMPLETED: 'No battle history' };

/** The challenge's problem href on the practice screen (docs/product/social.md#challenges--built). */
export const challengePlayHref = (sessionId: string, challengeId: string) => `${paths.soloPlay.getHref()}?mode=challenge&sessionId=${encodeURIComponent(sessionId)}&challengeId=${encodeURIComponent(challengeId)}`;

/** /challenges, the Challenge Arena (docs/product/social.md#challenges--built). */
export default function ChallengesPage() {
  const navigate = useNavigate();
  const me = useSession((s) => s.user?.id ?? '');
  const { lists, error: loadError, refetch } = useChallengeLists();
  const accept = useAcceptChallenge();
  const decline = useDeclineChallenge();
  const start = useStartChallenge();
  // The level tile: the dashboard's stats (the home screen's read); without them it shows '–'.
  const statsRead = useDashboardStats();
  useLoggedFailure(statsRead.error, 'Failed to load the dashboard stats');
  const level = statsRead.data?.level ?? null;
  const [tab, setTab] = useState<ChallengeStatus>('ACTIVE');
  const [details, setDetails] = useState<Challenge | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  useLoggedFailure(loadError, 'Failed to load challenges');
  const error = loadError ? messageOf(loadError, 'We could not load your challenges right now.') : null;



  async function act(c: Challenge, what: 'accept' | 'decline' | 'start') {
    setBusy(`${what}:${c.id}`);
    setActionError(null);
    try {
      if (what === 'start') {
        const started = await start.mutateAsync(c.id);
        navigate(challengePlayHref(started.session.id, c.id));
        return;
      }
      if (what === 'accept') {
        await accept.mutateAsync(c.id);
        challengeNotices.accepted(c.id, c.challengerId);
        setStatus(`You accepted ${c.challengerName}'s challenge. Start Battle when you are ready!`);
        setTab('ACTIVE');
      } else {
        await decline.mutateAsync(c.id);
        challengeNotices.declined(c.id, c.challengerId);
        setStatus(`You declined ${c.challengerName}'s challenge.`);
      }
      setDetails(null);
    } catch (err) {
      console.error(`Failed to ${what} the challenge`, err);
      setActionError(messageOf(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  const stats = lists ? challengeStats(lists.COMPLETED, me) : null;
  const limited = useAccountLimited();

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.home.getHref(), label: 'Home' }}>
      <div className="challenges__head">
        <h1 className="page-title">Challenge Arena</h1>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="challenge-status">
        {status}
      </p>
      {status ? <p className="panel challenges__notice">{status}</p> : null}

      <section className="challenge-stats" aria-label="Your battle stats">
        <div className="stat-tile" data-testid="stat-wins">
          <span className="stat-tile__label">Wins</span>
          <strong>{stats ? stats.wins : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-total">
          <span className="stat-tile__label">Total Battles</span>
          <strong>{stats ? stats.total : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-win-rate">
          <span className="stat-tile__label">Win Rate</span>
          <strong>{stats ? `${stats.winRate}%` : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-level">
          <span className="stat-tile__label">Level</span>
          <strong>{level ?? '–'}</strong>
        </div>
      </section>

      {limited ? <ParentApprovalNotice feature="CHALLENGES" /> : <SendChallenge onSent={(c) => {
        setStatus(`Challenge sent to ${c.opponentName}!`);
        setTab('PENDING');
      }} />}

      {actionError ? (
        <div className="panel--error" role="alert" data-testid="challenge-error">
          {actionError}
        </div>
      ) : null}

      {error ? (
        <div className="panel--error" role="alert">
          <p>{error}</p>
          <button type="button" className="btn btn--primary" onClick={refetch}>
            Try again
          </button>
        </div>
      ) : !lists ? (
        <InlineLoading message="Loading challenges..." />
      ) : (
        <>
          <Tabs
            label="Challenges"
            idPrefix="challenges-tab"
            panelId={PANEL_ID}
            value={tab}
            onChange={setTab}
            options={TABS.map((t) => ({ value: t.value, label: `${t.label} (${lists[t.value].length})` }))}
          />
          <section id={PANEL_ID} role="tabpanel" aria-labelledby={`challenges-tab-${tab}`} className="panel" data-testid={`challenges-${tab.toLowerCase()}`}>
            {lists[tab].length === 0 ? (
              <p className="empty-state">{EMPTY[tab]}</p>
            ) : (
              <ul className="challenge-list">
                {lists[tab].map((c) => (
                  <li key={c.id} className="challenge-card" data-testid={`challenge-${c.id}`}>
                    {tab === 'COMPLETED' ? (
                      <HistoryRow c={c} me={me} onDetails={() => setDetails(c)} />
                    ) : (
                      <ChallengeCard c={c} me={me} busy={busy} onAct={(what) => void act(c, what)} onDetails={() => setDetails(c)} />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      {details ? <DetailsDialog c={details} me={me} busy={busy} onAct={(what) => void act(details, what)} onClose={() => setDetails(null)} /> : null}
    </PageShell>
  );
}
