import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { ParentApprovalNotice, useAccountLimited } from '../../../components/ui/parent-approval-notice';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
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
/** The tabs, named by the `challenges.tab` message; each says it is empty with `challenges.empty`. */
const TABS: readonly ChallengeStatus[] = ['ACTIVE', 'PENDING', 'COMPLETED'];

/** The challenge's problem href on the practice screen (docs/product/social.md#challenges--built). */
export const challengePlayHref = (sessionId: string, challengeId: string) => `${paths.soloPlay.getHref()}?mode=challenge&sessionId=${encodeURIComponent(sessionId)}&challengeId=${encodeURIComponent(challengeId)}`;

/** /challenges, the Challenge Arena (docs/product/social.md#challenges--built). */
export default function ChallengesPage() {
  const intl = useI18n('challenges');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
  const error = loadError ? wordError(intl, errorFactsOf(loadError), 'challenges.loadFailed') : null;

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
        setStatus(t('challenges.acceptedYours', { name: c.challengerName }));
        setTab('ACTIVE');
      } else {
        await decline.mutateAsync(c.id);
        challengeNotices.declined(c.id, c.challengerId);
        setStatus(t('challenges.declinedYours', { name: c.challengerName }));
      }
      setDetails(null);
    } catch (err) {
      console.error(`Failed to ${what} the challenge`, err);
      setActionError(wordError(intl, errorFactsOf(err), 'challenges.actionFailed'));
    } finally {
      setBusy(null);
    }
  }

  const stats = lists ? challengeStats(lists.COMPLETED, me) : null;
  const limited = useAccountLimited();

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.home.getHref(), label: t('challenges.back') }}>
      <div className="challenges__head">
        <h1 className="page-title">{t('challenges.title')}</h1>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="challenge-status">
        {status}
      </p>
      {status ? <p className="panel challenges__notice">{status}</p> : null}

      <section className="challenge-stats" aria-label={t('challenges.stats')}>
        <div className="stat-tile" data-testid="stat-wins">
          <span className="stat-tile__label">{t('challenges.stats.wins')}</span>
          <strong>{stats ? stats.wins : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-total">
          <span className="stat-tile__label">{t('challenges.stats.total')}</span>
          <strong>{stats ? stats.total : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-win-rate">
          <span className="stat-tile__label">{t('challenges.stats.winRate')}</span>
          <strong>{stats ? intl.formatNumber(stats.winRate / 100, { style: 'percent' }) : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-level">
          <span className="stat-tile__label">{t('challenges.stats.level')}</span>
          <strong>{level ?? '–'}</strong>
        </div>
      </section>

      {limited ? <ParentApprovalNotice feature="CHALLENGES" /> : <SendChallenge onSent={(c) => {
        setStatus(t('challenges.sent', { name: c.opponentName }));
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
            {t('challenges.retry')}
          </button>
        </div>
      ) : !lists ? (
        <InlineLoading message={t('challenges.loading')} />
      ) : (
        <>
          <Tabs
            label={t('challenges.tabs')}
            idPrefix="challenges-tab"
            panelId={PANEL_ID}
            value={tab}
            onChange={setTab}
            options={TABS.map((value) => ({ value, label: t('challenges.tab', { tab: value, count: lists[value].length }) }))}
          />
          <section id={PANEL_ID} role="tabpanel" aria-labelledby={`challenges-tab-${tab}`} className="panel" data-testid={`challenges-${tab.toLowerCase()}`}>
            {lists[tab].length === 0 ? (
              <p className="empty-state">{t('challenges.empty', { tab })}</p>
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
