import { guildActionRefusal } from '@mathquest/contracts';
import { useState } from 'react';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useTopGuilds } from '../api/get-top-guilds';
import type { GuildMember, GuildRole } from '../api/guild-api';
import { useManageGuildMember } from '../api/manage-member';
import { useLoggedFailure } from '../../../lib/use-logged-failure';

/** The guild hall's Members and Leaderboard tabs (docs/product/social.md#guilds). */
function Dot({ online }: { online: boolean }) {
  const intl = useI18n('guild');
  return (
    <span className={`presence-dot${online ? ' presence-dot--online' : ''}`} role="img" aria-label={intl.formatMessage({ id: 'guild.presence' }, { online: String(online) })}>
      {online ? '🟢' : '⚪'}
    </span>
  );
}

export function Members({ guildId, members, myId, myRole, onChanged, onError }: { guildId: string; members: GuildMember[] | null; myId: string; myRole: GuildRole; onChanged: (text: string) => void; onError: (e: string | null) => void }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [busy, setBusy] = useState<string | null>(null);
  const { mutateAsync: manage } = useManageGuildMember(guildId);
  if (members === null) return <InlineLoading message={t('guild.members.loading')} />;
  const act = async (m: GuildMember, action: 'promote' | 'demote' | 'kick') => {
    setBusy(m.id);
    onError(null);
    try {
      await manage({ userId: m.id, action });
      onChanged(t('guild.members.changed', { action, name: m.username }));
    } catch (err) {
      onError(wordError(intl, errorFactsOf(err), 'guild.actionFailed'));
    } finally {
      setBusy(null);
    }
  };
  const allowed = (m: GuildMember, action: 'PROMOTE' | 'DEMOTE' | 'KICK') => guildActionRefusal({ id: myId, role: myRole }, { id: m.id, role: m.role }, action) === null;
  return (
    <ul className="guild-members" aria-label={t('guild.tab', { tab: 'MEMBERS' })} data-testid="guild-members">
      {members.map((m) => (
        <li key={m.id} className="guild-members__row">
          <Dot online={m.isOnline} />
          <span className="guild-members__avatar" data-testid="member-avatar">
            <AvatarFigure look={m.avatar} size={36} label={t('guild.avatar', { name: m.username })} />
          </span>
          <strong>{m.username}</strong>
          <span className={`guild-role guild-role--${m.role.toLowerCase()}`}>{t('guild.role', { role: m.role })}</span>
          <span className="muted">{t('guild.members.facts', { level: m.level, xp: m.weeklyXp })}</span>
          <span className="guild-members__actions">
            {allowed(m, 'PROMOTE') ? (
              <button type="button" className="btn btn--secondary btn--small" disabled={busy !== null} aria-label={t('guild.members.promoteLabel', { name: m.username })} onClick={() => void act(m, 'promote')}>
                {t('guild.members.promote')}
              </button>
            ) : null}
            {allowed(m, 'DEMOTE') ? (
              <button type="button" className="btn btn--secondary btn--small" disabled={busy !== null} aria-label={t('guild.members.demoteLabel', { name: m.username })} onClick={() => void act(m, 'demote')}>
                {t('guild.members.demote')}
              </button>
            ) : null}
            {allowed(m, 'KICK') ? (
              <button type="button" className="btn btn--danger btn--small" disabled={busy !== null} aria-label={t('guild.members.kickLabel', { name: m.username })} onClick={() => void act(m, 'kick')}>
                {t('guild.members.kick')}
              </button>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Leaderboard({ members }: { members: GuildMember[] | null }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const board = useTopGuilds();
  useLoggedFailure(board.error, 'Failed to load the guild leaderboard');
  // A board that could not be read shows as not ranked yet: the members' board above still works.
  const guilds = board.data ?? (board.isError ? [] : null);
  if (members === null) return <InlineLoading message={t('guild.board.loading')} />;
  const sorted = [...members].sort((a, b) => b.weeklyXp - a.weeklyXp || a.username.localeCompare(b.username));
  return (
    <div className="guild-overview">
      <section aria-labelledby="guild-lb-members">
        <h3 id="guild-lb-members">{t('guild.board.members')}</h3>
        <ol className="guild-lb" data-testid="guild-member-board">
          {sorted.map((m) => (
            <li key={m.id}>
              <strong>{m.username}</strong> <span className="muted">{t('guild.xpAmount', { xp: m.weeklyXp })}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="guild-lb-guilds">
        <h3 id="guild-lb-guilds">{t('guild.board.guilds')}</h3>
        {guilds === null ? (
          <InlineLoading message={t('guild.browse.loading')} />
        ) : guilds.length === 0 ? (
          <p className="muted">{t('guild.board.empty')}</p>
        ) : (
          <ol className="guild-lb">
            {guilds.map((g) => (
              <li key={g.id}>
                <span aria-hidden="true">{g.icon}</span> <strong>{g.name}</strong> <span className="muted">{t('guild.xpAmount', { xp: g.weeklyXp })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
