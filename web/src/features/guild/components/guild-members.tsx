import { GUILD_ROLE_LABELS, guildActionRefusal } from '@mathquest/contracts';
import { useState } from 'react';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { messageOf } from '../../../lib/api-client';
import { useTopGuilds } from '../api/get-top-guilds';
import type { GuildMember, GuildRole } from '../api/guild-api';
import { useManageGuildMember } from '../api/manage-member';
import { useLoggedFailure } from '../../../lib/use-logged-failure';

/** The guild hall's Members and Leaderboard tabs (docs/product/social.md#guilds). */
function Dot({ online }: { online: boolean }) {
  return (
    <span className={`presence-dot${online ? ' presence-dot--online' : ''}`} role="img" aria-label={online ? 'online' : 'offline'}>
      {online ? '🟢' : '⚪'}
    </span>
  );
}

export function Members({ guildId, members, myId, myRole, onChanged, onError }: { guildId: string; members: GuildMember[] | null; myId: string; myRole: GuildRole; onChanged: (text: string) => void; onError: (e: string | null) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const { mutateAsync: manage } = useManageGuildMember(guildId);
  if (members === null) return <InlineLoading message="Loading members..." />;
  const act = async (m: GuildMember, action: 'promote' | 'demote' | 'kick') => {
    setBusy(m.id);
    onError(null);
    try {
      await manage({ userId: m.id, action });
      onChanged(action === 'kick' ? `${m.username} was removed from the guild` : action === 'promote' ? `${m.username} is now an Officer` : `${m.username} is now a Member`);
    } catch (err) {
      onError(messageOf(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(null);
    }
  };
  const allowed = (m: GuildMember, action: 'PROMOTE' | 'DEMOTE' | 'KICK') => guildActionRefusal({ id: myId, role: myRole }, { id: m.id, role: m.role }, action) === null;
  return (
    <ul className="guild-members" aria-label="Members" data-testid="guild-members">
      {members.map((m) => (
        <li key={m.id} className="guild-members__row">
          <Dot online={m.isOnline} />
          <span className="guild-members__avatar" data-testid="member-avatar">
            <AvatarFigure look={m.avatar} size={36} label={`${m.username}'s avatar`} />
          </span>
          <strong>{m.username}</strong>
          <span className={`guild-role guild-role--${m.role.toLowerCase()}`}>{GUILD_ROLE_LABELS[m.role]}</span>
          <span className="muted">
            Level {m.level} · {m.weeklyXp} XP this week
          </span>
          <span className="guild-members__actions">
            {allowed(m, 'PROMOTE') ? (
              <button type="button" className="btn btn--secondary btn--small" disabled={busy !== null} aria-label={`Promote ${m.username}`} onClick={() => void act(m, 'promote')}>
                Promote
              </button>
            ) : null}
            {allowed(m, 'DEMOTE') ? (
              <button type="button" className="btn btn--secondary btn--small" disabled={busy !== null} aria-label={`Demote ${m.username}`} onClick={() => void act(m, 'demote')}>
                Demote
              </button>
            ) : null}
            {allowed(m, 'KICK') ? (
              <button type="button" className="btn btn--danger btn--small" disabled={busy !== null} aria-label={`Kick ${m.username}`} onClick={() => void act(m, 'kick')}>
                Kick
              </button>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Leaderboard({ members }: { members: GuildMember[] | null }) {
  const board = useTopGuilds();
  useLoggedFailure(board.error, 'Failed to load the guild leaderboard');
  // A board that could not be read shows as not ranked yet: the members' board above still works.
  const guilds = board.data ?? (board.isError ? [] : null);
  if (members === null) return <InlineLoading message="Loading leaderboard..." />;
  const sorted = [...members].sort((a, b) => b.weeklyXp - a.weeklyXp || a.username.localeCompare(b.username));
  return (
    <div className="guild-overview">
      <section aria-labelledby="guild-lb-members">
        <h3 id="guild-lb-members">Members by weekly XP</h3>
        <ol className="guild-lb" data-testid="guild-member-board">
          {sorted.map((m) => (
            <li key={m.id}>
              <strong>{m.username}</strong> <span className="muted">{m.weeklyXp} XP</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="guild-lb-guilds">
        <h3 id="guild-lb-guilds">Top Guilds This Week</h3>
        {guilds === null ? (
          <InlineLoading message="Loading guilds..." />
        ) : guilds.length === 0 ? (
          <p className="muted">No guilds ranked yet</p>
        ) : (
          <ol className="guild-lb">
            {guilds.map((g) => (
              <li key={g.id}>
                <span aria-hidden="true">{g.icon}</span> <strong>{g.name}</strong> <span className="muted">{g.weeklyXp} XP</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
