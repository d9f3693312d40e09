import { canCreateGuildEvent, canOpenGuildSettings, GUILD_ICONS, GUILD_ROLE_LABELS, guildActionRefusal, type GuildEventType, type ServerSocketPayload } from '@mathquest/contracts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { AvatarFigure } from '../../../components/avatar/avatar-figure';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { messageOf } from '../../../lib/api-client';
import { useSocket } from '../../../lib/use-socket';
import { guildApi, type Guild, type GuildEvent, type GuildMember, type GuildRole, type GuildSummary, type MyGuild } from '../../../lib/guild-api';
import { useSession } from '../../../stores/session';
import { Tabs } from '../../../components/ui/tabs';
import { GuildChat } from './guild-chat';
import { ReportedMessages } from './reported-messages';
import { GuildIconPicker } from './guild-icon-picker';

type Tab = 'OVERVIEW' | 'MEMBERS' | 'EVENTS' | 'LEADERBOARD';
const TABS: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'OVERVIEW', label: 'Overview' },
  { value: 'MEMBERS', label: 'Members' },
  { value: 'EVENTS', label: 'Events' },
  { value: 'LEADERBOARD', label: 'Leaderboard' },
];
const PANEL_ID = 'guild-panel';
const EVENT_TYPES: ReadonlyArray<{ value: GuildEventType; label: string }> = [
  { value: 'RAID', label: 'Raid' },
  { value: 'TOURNAMENT', label: 'Tournament' },
  { value: 'CHALLENGE', label: 'Challenge' },
  { value: 'SOCIAL', label: 'Social' },
];

/** In a guild: header, Chat / Settings (leader only) / Leave, stat tiles, XP bar, the four tabs, the chat. */
export function GuildHall({ guild, role, onChanged, onLeft }: { guild: Guild; role: GuildRole; onChanged: (g: MyGuild) => void; onLeft: () => void }) {
  const me = useSession((s) => s.user);
  const [tab, setTab] = useState<Tab>('OVERVIEW');
  const [chatOpen, setChatOpen] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [members, setMembers] = useState<GuildMember[] | null>(null);
  const [reloads, setReloads] = useState(0);

  const refresh = useCallback(() => {
    setReloads((n) => n + 1);
    guildApi
      .myGuild()
      .then((g) => (g.guild ? onChanged(g) : onLeft()))
      .catch((err: unknown) => console.error('Failed to refresh the guild', err));
  }, [onChanged, onLeft]);

  // Someone joined, left, was kicked, promoted or demoted (guild:members_changed): the guild and its
  // members are read again; a member who was kicked leaves the hall.
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const changed = (p: ServerSocketPayload<'guild:members_changed'>) => {
      if (p.guildId !== guild.id) return;
      guildApi
        .myGuild()
        .then((g) => {
          if (!g.guild || g.guild.id !== guild.id) return onLeft();
          onChanged(g);
          setReloads((n) => n + 1);
        })
        .catch((err: unknown) => console.error('Failed to refresh the guild', err));
    };
    socket.on('guild:members_changed', changed);
    return () => {
      socket.off('guild:members_changed', changed);
    };
  }, [socket, guild.id, onChanged, onLeft]);

  useEffect(() => {
    let live = true;
    guildApi
      .members(guild.id)
      .then((m) => live && setMembers(m))
      .catch((err: unknown) => {
        console.error('Failed to load the members', err);
        if (live) setError(messageOf(err, 'We could not load the members right now.'));
      });
    return () => {
      live = false;
    };
  }, [guild.id, reloads]);

  const leave = async () => {
    setLeaving(true);
    setError(null);
    try {
      await guildApi.leave();
      onLeft();
    } catch (err) {
      setError(messageOf(err, 'We could not leave the guild. Please try again.'));
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
            Your role: <strong>{GUILD_ROLE_LABELS[role]}</strong>
          </p>
        </div>
        <div className="guild-header__actions">
          <button type="button" className="btn btn--secondary" aria-expanded={chatOpen} aria-controls="guild-chat" onClick={() => setChatOpen((o) => !o)}>
            Chat
          </button>
          {canOpenGuildSettings(role) ? (
            <button type="button" className="btn btn--secondary" aria-expanded={settingsOpen} aria-controls="guild-settings" onClick={() => setSettingsOpen((o) => !o)}>
              Settings
            </button>
          ) : null}
          <button type="button" className="btn btn--danger" onClick={() => setConfirmLeave(true)} disabled={leaving}>
            Leave
          </button>
        </div>
      </section>
      {confirmLeave ? (
        <section className="panel guild-confirm" role="alertdialog" aria-labelledby="guild-leave-title" aria-describedby="guild-leave-text">
          <h2 id="guild-leave-title">Leave {guild.name}?</h2>
          <p id="guild-leave-text">{role === 'LEADER' ? 'The oldest officer (or member) will become the leader after you.' : 'You can join another guild afterwards.'}</p>
          <div className="guild-empty__actions">
            <button type="button" className="btn btn--danger" disabled={leaving} onClick={() => void leave()} autoFocus>
              {leaving ? 'Leaving...' : 'Yes, leave'}
            </button>
            <button type="button" className="btn btn--secondary" disabled={leaving} onClick={() => setConfirmLeave(false)}>
              Cancel
            </button>
          </div>
        </section>
      ) : null}
      {error ? (
        <p className="panel guild-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {settingsOpen && canOpenGuildSettings(role) ? <Settings guild={guild} onSaved={(g) => (onChanged(g), setSettingsOpen(false), setStatus('Guild settings saved'))} /> : null}

      <ul className="guild-stats" aria-label="Guild stats">
        <li className="guild-stat">
          <span className="guild-stat__label">Guild Rank</span>
          <strong data-testid="guild-rank">#{guild.rank}</strong>
        </li>
        <li className="guild-stat">
          <span className="guild-stat__label">Members</span>
          <strong data-testid="guild-members-count">
            {guild.memberCount}/{guild.maxMembers}
          </strong>
        </li>
        <li className="guild-stat">
          <span className="guild-stat__label">Guild Level</span>
          <strong>{guild.level}</strong>
        </li>
        <li className="guild-stat">
          <span className="guild-stat__label">Weekly XP</span>
          <strong data-testid="guild-weekly-xp">{guild.weeklyXp}</strong>
        </li>
      </ul>
      <div className="panel guild-xp">
        <p id="guild-xp-label">
          Guild XP: {guild.currentXp} / {guild.xpForNextLevel}
        </p>
        <div className="guild-xp__bar" role="progressbar" aria-labelledby="guild-xp-label" aria-valuemin={0} aria-valuemax={guild.xpForNextLevel} aria-valuenow={guild.currentXp}>
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="guild-body">
        <div className="guild-main">
          <Tabs label="Guild sections" options={TABS} value={tab} onChange={setTab} idPrefix="guild-tab" panelId={PANEL_ID} />
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

function Overview({ guild }: { guild: Guild }) {
  return (
    <div className="guild-overview">
      <section aria-labelledby="guild-benefits">
        <h3 id="guild-benefits">Benefits</h3>
        <ul>
          {guild.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guild-activity">
        <h3 id="guild-activity">Activity</h3>
        {guild.activity.length === 0 ? (
          <p className="muted">No activity yet</p>
        ) : (
          <ul className="guild-activity">
            {guild.activity.map((a) => (
              <li key={`${a.at}-${a.type}-${a.username}`}>
                {a.text} <span className="muted">· {new Date(a.at).toLocaleDateString()}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="guild-top">
        <h3 id="guild-top">Top Contributors This Week</h3>
        {guild.topContributors.every((c) => c.weeklyXp === 0) ? (
          <p className="muted">No XP earned this week yet. Solve problems to help your guild!</p>
        ) : (
          <ol className="guild-top">
            {guild.topContributors.map((c) => (
              <li key={c.id}>
                <strong>{c.username}</strong> <span className="muted">{c.weeklyXp} XP</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Dot({ online }: { online: boolean }) {
  return (
    <span className={`presence-dot${online ? ' presence-dot--online' : ''}`} role="img" aria-label={online ? 'online' : 'offline'}>
      {online ? '🟢' : '⚪'}
    </span>
  );
}

function Members({ guildId, members, myId, myRole, onChanged, onError }: { guildId: string; members: GuildMember[] | null; myId: string; myRole: GuildRole; onChanged: (text: string) => void; onError: (e: string | null) => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (members === null) return <InlineLoading message="Loading members..." />;
  const act = async (m: GuildMember, action: 'promote' | 'demote' | 'kick') => {
    setBusy(m.id);
    onError(null);
    try {
      await guildApi.manage(guildId, m.id, action);
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

function Events({ guildId, canCreate, onStatus }: { guildId: string; canCreate: boolean; onStatus: (s: string) => void }) {
  const [events, setEvents] = useState<GuildEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    guildApi
      .events(guildId)
      .then((e) => live && setEvents(e))
      .catch((err: unknown) => {
        console.error('Failed to load events', err);
        if (live) setError(messageOf(err, 'We could not load the events right now.'));
      });
    return () => {
      live = false;
    };
  }, [guildId, attempt]);

  const join = async (e: GuildEvent) => {
    setJoining(e.id);
    setError(null);
    try {
      const joined = await guildApi.joinEvent(guildId, e.id);
      setEvents((list) => list?.map((x) => (x.id === e.id ? joined : x)) ?? null);
      onStatus(`You joined ${e.name}`);
    } catch (err) {
      setError(messageOf(err, `We could not join ${e.name}.`));
      setAttempt((n) => n + 1);
    } finally {
      setJoining(null);
    }
  };

  return (
    <div>
      {canCreate ? (
        <button type="button" className="btn btn--secondary" aria-expanded={creating} aria-controls="guild-event-form" onClick={() => setCreating((c) => !c)}>
          Create Event
        </button>
      ) : null}
      {creating ? (
        <CreateEvent
          guildId={guildId}
          onCreated={(e) => {
            setEvents((list) => [...(list ?? []), e]);
            setCreating(false);
            onStatus(`Event ${e.name} created`);
          }}
        />
      ) : null}
      {error ? (
        <p className="guild-error" role="alert">
          {error}
        </p>
      ) : null}
      {events === null && !error ? (
        <InlineLoading message="Loading events..." />
      ) : events && events.length === 0 ? (
        <p className="empty-state" data-testid="guild-events-empty">
          No active events
        </p>
      ) : (
        <ul className="guild-events" aria-label="Events">
          {(events ?? []).map((e) => {
            const full = e.participants >= e.maxParticipants;
            return (
              <li key={e.id} className="guild-events__card" data-testid="guild-event">
                <span className={`guild-event-type guild-event-type--${e.type.toLowerCase()}`}>{EVENT_TYPES.find((t) => t.value === e.type)?.label}</span>
                <h4>{e.name}</h4>
                {e.description ? <p>{e.description}</p> : null}
                <p className="muted">
                  {e.participants}/{e.maxParticipants} joined · Rewards: {e.rewards.coins} coins, {e.rewards.gems} gems, {e.rewards.xp} XP
                </p>
                <button type="button" className="btn btn--primary" disabled={e.joined || full || joining !== null} onClick={() => void join(e)} aria-label={e.joined ? `Joined ${e.name}` : full ? `Full: ${e.name}` : `Join ${e.name}`}>
                  {e.joined ? 'Joined' : full ? 'Full' : joining === e.id ? 'Joining...' : 'Join'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function CreateEvent({ guildId, onCreated }: { guildId: string; onCreated: (e: GuildEvent) => void }) {
  const [type, setType] = useState<GuildEventType>('RAID');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [max, setMax] = useState(10);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onCreated(await guildApi.createEvent(guildId, { type, name: name.trim(), description: description.trim(), maxParticipants: max }));
    } catch (err) {
      setError(messageOf(err, 'We could not create the event.'));
      setBusy(false);
    }
  };
  return (
    <form id="guild-event-form" className="guild-form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor="event-type">Event type</label>
        <select id="event-type" value={type} onChange={(e) => setType(e.target.value as GuildEventType)}>
          {EVENT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="event-name">Event name</label>
        <input id="event-name" value={name} required maxLength={40} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="event-description">Event description</label>
        <input id="event-description" value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="event-max">Players</label>
        <input id="event-max" type="number" min={2} max={30} value={max} onChange={(e) => setMax(Math.max(2, Math.min(30, Number(e.target.value) || 2)))} />
      </div>
      {error ? (
        <p className="guild-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy || !name.trim()}>
        {busy ? 'Creating...' : 'Create'}
      </button>
    </form>
  );
}

function Leaderboard({ members }: { members: GuildMember[] | null }) {
  const [guilds, setGuilds] = useState<GuildSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    guildApi
      .topGuilds()
      .then((g) => live && setGuilds(g))
      .catch((err: unknown) => {
        console.error('Failed to load the guild leaderboard', err);
        if (live) setGuilds([]);
      });
    return () => {
      live = false;
    };
  }, []);
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

function Settings({ guild, onSaved }: { guild: Guild; onSaved: (g: MyGuild) => void }) {
  const [icon, setIcon] = useState(guild.icon);
  const [description, setDescription] = useState(guild.description);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSaved(await guildApi.settings(guild.id, { icon: icon as (typeof GUILD_ICONS)[number], description: description.trim() }));
    } catch (err) {
      setError(messageOf(err, 'We could not save the settings.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section id="guild-settings" className="panel" aria-labelledby="guild-settings-title">
      <h2 id="guild-settings-title">Guild Settings</h2>
      <form className="guild-form" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor="settings-description">Description</label>
          <textarea id="settings-description" ref={first} value={description} maxLength={200} rows={2} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <GuildIconPicker name="settings-icon" value={icon} onChange={setIcon} />
        {error ? (
          <p className="guild-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </form>
    </section>
  );
}
