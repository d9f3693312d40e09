import { canCreateGuildEvent, canOpenGuildSettings, type ServerSocketPayload } from '@mathquest/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useSocket } from '../../../lib/use-socket';
import type { Guild, GuildRole, MyGuild } from '../api/guild-api';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useGuildMembers } from '../api/get-guild-members';
import { useLeaveGuild } from '../api/leave-guild';
import { useSession } from '../../../stores/session';
import { Tabs } from '../../../components/ui/tabs';
import { GuildChat } from './guild-chat';
import { ReportedMessages } from './reported-messages';
import { Events } from './guild-events';
import { Leaderboard, Members } from './guild-members';
import { Overview } from './guild-overview';
import { Settings } from './guild-settings';

type Tab = 'OVERVIEW' | 'MEMBERS' | 'EVENTS' | 'LEADERBOARD';
/** The hall's tabs, named by the `guild.tab` message. */
const TABS: readonly Tab[] = ['OVERVIEW', 'MEMBERS', 'EVENTS', 'LEADERBOARD'];
const PANEL_ID = 'guild-panel';

/** In a guild: header, Chat / Settings (leader only) / Leave, stat tiles, XP bar, the four tabs, the chat. */
export function GuildHall({ guild, role, onChanged, onLeft }: { guild: Guild; role: GuildRole; onChanged: (g: MyGuild) => void; onLeft: () => void }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const me = useSession((s) => s.user);
  const [tab, setTab] = useState<Tab>('OVERVIEW');
  const [chatOpen, setChatOpen] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const client = useQueryClient();
  const membersRead = useGuildMembers(guild.id);
  const members = membersRead.data ?? null;
  const leaveGuild = useLeaveGuild();
  useLoggedFailure(membersRead.error, 'Failed to load the members');
  const membersError = membersRead.error && !members ? wordError(intl, errorFactsOf(membersRead.error), 'guild.members.loadFailed') : null;

  // The guild and its members are read again (the page shows no hall once the student has no guild).
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ['guild'] }), [client]);

  // Someone joined, left, was kicked, promoted or demoted (guild:members_changed): the guild and its
  // members are read again; a member who was kicked finds the page without a hall.
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const changed = (p: ServerSocketPayload<'guild:members_changed'>) => {
      if (p.guildId === guild.id) refresh();
    };
    socket.on('guild:members_changed', changed);
    return () => {
      socket.off('guild:members_changed', changed);
    };
  }, [socket, guild.id, refresh]);

  const leave = async () => {
    setLeaving(true);
    setError(null);
    try {
      await leaveGuild.mutateAsync();
      onLeft();
    } catch (err) {
      setError(wordError(intl, errorFactsOf(err), 'guild.leave.failed'));
      setLeaving(false);
    }
  };

  const percent = guild.xpForNextLevel > 0 ? Math.min(100, Math.round((guild.currentXp / guild.xpForNextLevel) * 100)) : 0;

  return (
    <>
      <section className="panel guild-header" aria-labelledby="guild-name">
        <span className="guild-header__icon" aria-hidden="true">
          {guild.icon}
        </span>
        <div className="guild-header__text">
          <h2 id="guild-name" data-testid="guild-name">
            {guild.name}
          </h2>
          {guild.description ? <p className="muted">{guild.description}</p> : null}
          <p className="guild-header__role">
            {t('guild.yourRole')} <strong>{t('guild.role', { role })}</strong>
          </p>
        </div>
        <div className="guild-header__actions">
          <button type="button" className="btn btn--secondary" aria-expanded={chatOpen} aria-controls="guild-chat" onClick={() => setChatOpen((o) => !o)}>
            {t('guild.chat')}
          </button>
          {canOpenGuildSettings(role) ? (
            <button type="button" className="btn btn--secondary" aria-expanded={settingsOpen} aria-controls="guild-settings" onClick={() => setSettingsOpen((o) => !o)}>
              {t('guild.settings')}
            </button>
          ) : null}
          <button type="button" className="btn btn--danger" onClick={() => setConfirmLeave(true)} disabled={leaving}>
            {t('guild.leave')}
          </button>
        </div>
      </section>
      {confirmLeave ? (
        <section className="panel guild-confirm" role="alertdialog" aria-labelledby="guild-leave-title" aria-describedby="guild-leave-text">
          <h2 id="guild-leave-title">{t('guild.leave.title', { name: guild.name })}</h2>
          <p id="guild-leave-text">{t('guild.leave.text', { leader: String(role === 'LEADER') })}</p>
          <div className="guild-empty__actions">
            <button type="button" className="btn btn--danger" disabled={leaving} onClick={() => void leave()} autoFocus>
              {leaving ? t('guild.leave.leaving') : t('guild.leave.confirm')}
            </button>
            <button type="button" className="btn btn--secondary" disabled={leaving} onClick={() => setConfirmLeave(false)}>
              {t('guild.cancel')}
            </button>
          </div>
        </section>
      ) : null}
      {error ?? membersError ? (
        <p className="panel guild-error" role="alert">
          {error ?? membersError}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {settingsOpen && canOpenGuildSettings(role) ? <Settings guild={guild} onSaved={(g) => (onChanged(g), setSettingsOpen(false), setStatus(t('guild.settings.saved')))} /> : null}

      <ul className="guild-stats" aria-label={t('guild.stats')}>
        <li className="guild-stat">
          <span className="guild-stat__label">{t('guild.stats.rank')}</span>
          <strong data-testid="guild-rank">#{guild.rank}</strong>
        </li>
        <li className="guild-stat">
          <span className="guild-stat__label">{t('guild.stats.members')}</span>
          <strong data-testid="guild-members-count">
            {guild.memberCount}/{guild.maxMembers}
          </strong>
        </li>
        <li className="guild-stat">
          <span className="guild-stat__label">{t('guild.stats.level')}</span>
          <strong>{guild.level}</strong>
        </li>
        <li className="guild-stat">
          <span className="guild-stat__label">{t('guild.stats.weeklyXp')}</span>
          <strong data-testid="guild-weekly-xp">{intl.formatNumber(guild.weeklyXp)}</strong>
        </li>
      </ul>
      <div className="panel guild-xp">
        <p id="guild-xp-label">
          {t('guild.xp', { xp: guild.currentXp, next: guild.xpForNextLevel })}
        </p>
        <div className="guild-xp__bar" role="progressbar" aria-labelledby="guild-xp-label" aria-valuemin={0} aria-valuemax={guild.xpForNextLevel} aria-valuenow={guild.currentXp}>
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="guild-body">
        <div className="guild-main">
          <Tabs label={t('guild.tabs')} options={TABS.map((value) => ({ value, label: t('guild.tab', { tab: value }) }))} value={tab} onChange={setTab} idPrefix="guild-tab" panelId={PANEL_ID} />
          <section id={PANEL_ID} role="tabpanel" aria-labelledby={`guild-tab-${tab}`} className="panel">
            {tab === 'OVERVIEW' ? (
              <Overview guild={guild} />
            ) : tab === 'MEMBERS' ? (
              <Members guildId={guild.id} members={members} myId={me?.id ?? ''} myRole={role} onChanged={(text) => (setStatus(text), refresh())} onError={setError} />
            ) : tab === 'EVENTS' ? (
              <Events guildId={guild.id} canCreate={canCreateGuildEvent(role)} onStatus={setStatus} />
            ) : (
              <Leaderboard members={members} />
            )}
          </section>
        </div>
        {chatOpen ? <GuildChat guildId={guild.id} myId={me?.id ?? ''} myName={me?.profile.username ?? ''} /> : null}
        {role === 'LEADER' ? <ReportedMessages guildId={guild.id} /> : null}
      </div>
    </>
  );
}
