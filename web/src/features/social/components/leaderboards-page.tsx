import { LEADERBOARD_MIN_ANSWERS, SPEED_RUN_SECONDS, type ServerSocketPayload } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { ParentApprovalNotice, useAccountLimited } from '../../../components/ui/parent-approval-notice';
import { paths } from '../../../config/paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { queryClient } from '../../../lib/query-client';
import { getSocket } from '../../../lib/socket';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { type Leaderboard, type LeaderboardEntry, type LeaderboardScope, type LeaderboardType } from '../../../components/social/social-api';
import { leaderboardKey, useLeaderboard } from '../api/get-leaderboard';
import { METRICS, SCOPES, formatChange, formatScore } from './format';
import { FriendsPanel } from '../../../components/social/friends-panel';
import { Tabs } from '../../../components/ui/tabs';
import '../../../components/social/social.css';

const PANEL_ID = 'leaderboard-panel';

function Names({ e }: { e: LeaderboardEntry }) {
  const where = [e.schoolName, e.className].filter(Boolean).join(' · ');
  return where ? <span className="muted leaderboard__where">{where}</span> : null;
}

/** A place's avatar, drawn from the items the student wears (docs/adr/0092). */
function EntryAvatar({ e, size }: { e: LeaderboardEntry; size: number }) {
  const intl = useI18n('social');
  return (
    <span className="leaderboard__avatar" data-testid="entry-avatar">
      <AvatarFigure look={e.avatar} size={size} label={intl.formatMessage({ id: 'social.entry.avatar' }, { name: e.username })} />
    </span>
  );
}

function Change({ change }: { change: number }) {
  const intl = useI18n('social');
  const text = formatChange(change);
  if (!text) return null;
  return (
    <span className={`rank-change ${change > 0 ? 'rank-change--up' : 'rank-change--down'}`} aria-label={intl.formatMessage({ id: 'social.change' }, { up: String(change > 0), places: Math.abs(change) })} data-testid="rank-change">
      {text}
    </span>
  );
}

/** /leaderboards (docs/product/social.md#leaderboards): scope and metric tabs, the student's rank, the podium, ranks 4 to 20, live updates. */
export default function LeaderboardsPage() {
  const intl = useI18n('social');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [scope, setScope] = useState<LeaderboardScope>('GLOBAL');
  const limited = useAccountLimited();
  // ?type=SPEED_RUNNER (a link from the Speed Challenge's result) opens that metric; anything else, Total XP.
  const [searchParams] = useSearchParams();
  const [type, setType] = useState<LeaderboardType>(() => METRICS.find((m) => m === searchParams.get('type')) ?? 'TOTAL_XP');
  const read = useLeaderboard(type, scope);
  const board = read.data ?? null;
  useLoggedFailure(read.error, 'Failed to load the leaderboard');
  const error = read.error && !board ? wordError(intl, errorFactsOf(read.error), 'social.loadFailed') : null;
  const refreshing = read.isRefetching;

  // Live: watch this board while it is shown (leaderboard:update at most once a second).
  useEffect(() => {
    const socket = getSocket();
    if (!socket) return;
    socket.emit('leaderboard:join', { type, scope });
    const onUpdate = (u: ServerSocketPayload<'leaderboard:update'>) => {
      if (u.type !== type || u.scope !== scope) return;
      queryClient.setQueryData<Leaderboard>(leaderboardKey(type, scope), (b) => {
        if (!b) return b;
        // A push names everyone as other students see them: the viewer keeps their own name (a limited account is hidden only from others, docs/adr/0239).
        const mine = b.myEntry;
        const entries = mine ? u.entries.map((e) => (e.studentId === mine.studentId ? { ...e, username: mine.username } : e)) : u.entries;
        const me = mine ? entries.find((e) => e.studentId === mine.studentId) : undefined;
        return { ...b, entries, ...(me ? { myEntry: me, myRank: me.rank } : {}) };
      });
    };
    socket.on('leaderboard:update', onUpdate);
    return () => {
      socket.off('leaderboard:update', onUpdate);
      socket.emit('leaderboard:leave', { type, scope });
    };
  }, [type, scope]);

  const scopeOptions = SCOPES.map((value) => ({ value, label: t('social.scope', { scope: value }) }));
  const metricOptions = METRICS.map((value) => ({ value, label: t('social.metric', { metric: value }) }));
  const scopeLabel = t('social.scope', { scope });
  const metricLabel = t('social.metric', { metric: type });
  const podium = board?.entries.slice(0, 3) ?? [];
  const rest = board?.entries.slice(3, 20) ?? [];

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('social.back') }}>
      <h1 className="page-title">{t('social.title')}</h1>
      {limited ? <ParentApprovalNotice feature="LEADERBOARDS" /> : null}
      <Tabs label={t('social.scopeTabs')} options={scopeOptions} value={scope} onChange={setScope} idPrefix="scope" panelId={PANEL_ID} />
      <Tabs label={t('social.metricTabs')} options={metricOptions} value={type} onChange={setType} idPrefix="metric" panelId={PANEL_ID} />
      <section id={PANEL_ID} role="tabpanel" aria-labelledby={`scope-${scope} metric-${type}`} className="panel leaderboard" aria-busy={board === null && !error}>
        <div className="leaderboard__head">
          <h2>
            {metricLabel} · {board?.groupName ?? scopeLabel}
          </h2>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={refreshing}
            onClick={() => void read.refetch()}
          >
            {refreshing ? t('social.refreshing') : t('social.refresh')}
          </button>
        </div>
        {error ? (
          <div className="panel--error" role="alert">
            <p>{error}</p>
            <button type="button" className="btn btn--primary" onClick={() => void read.refetch()}>
              {t('social.retry')}
            </button>
          </div>
        ) : board === null ? (
          <InlineLoading message={t('social.loading')} />
        ) : (
          <>
            <p className="leaderboard__me" aria-live="polite" data-testid="my-rank">
              {board.myRank !== null ? (
                <>
                  {t('social.myRank')} <strong>#{board.myRank}</strong>
                  {board.myEntry ? ` · ${formatScore(intl, type, board.myEntry.score)}` : null}
                </>
              ) : (
                t('social.notRanked')
              )}
            </p>
            <p className="muted">{t('social.rule', { metric: type, minAnswers: LEADERBOARD_MIN_ANSWERS, seconds: SPEED_RUN_SECONDS })}</p>
            {board.entries.length === 0 ? (
              <div className="empty-state" data-testid="leaderboard-empty">
                <p>{t('social.empty')}</p>
                {board.unavailable ? <p className="muted">{t('social.unavailable', { why: board.unavailable })}</p> : null}
              </div>
            ) : (
              <>
                <ol className="podium" aria-label={t('social.podium')}>
                  {podium.map((e) => (
                    <li key={e.studentId} className={`podium__place podium__place--${e.rank}`} data-testid={`place-${e.rank}`}>
                      <span className="podium__medal" aria-hidden="true">
                        {['🥇', '🥈', '🥉'][e.rank - 1]}
                      </span>
                      <EntryAvatar e={e} size={40} />
                      <span className="podium__rank">#{e.rank}</span> <strong>{e.username}</strong> <span className="muted">{t('social.level', { level: e.level })}</span>
                      <span className="podium__score">{formatScore(intl, type, e.score)}</span> <Change change={e.change} />
                      <Names e={e} />
                    </li>
                  ))}
                </ol>
                {rest.length ? (
                  <ol className="leaderboard__list" start={4} aria-label={t('social.rest', { from: 4, to: 20 })}>
                    {rest.map((e) => (
                      <li key={e.studentId} className={`leaderboard__row${board.myEntry?.studentId === e.studentId ? ' leaderboard__row--me' : ''}`} data-testid={`place-${e.rank}`}>
                        <span className="leaderboard__rank">#{e.rank}</span> <EntryAvatar e={e} size={28} /> <strong>{e.username}</strong> <span className="muted">{t('social.level', { level: e.level })}</span> <Names e={e} />
                        <span className="leaderboard__score">{formatScore(intl, type, e.score)}</span> <Change change={e.change} />
                      </li>
                    ))}
                  </ol>
                ) : null}
              </>
            )}
          </>
        )}
      </section>
      {scope === 'FRIENDS' ? <FriendsPanel /> : null}
    </PageShell>
  );
}
