import { GUILD_ICONS } from '@mathquest/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { messageOf } from '../../../lib/api-client';
import { useBrowseGuilds } from '../api/browse-guilds';
import { useCreateGuild, useJoinGuild } from '../api/guild-actions';
import type { GuildSummary, MyGuild } from '../api/guild-api';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { GuildIconPicker } from './guild-icon-picker';

/** Not in a guild: the notice, Browse Guilds (ranked by weekly XP, searchable, each with Join) and Create a Guild. */
export function NoGuild({ onJoined }: { onJoined: (g: MyGuild) => void }) {
  const [browsing, setBrowsing] = useState(false);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <section className="panel guild-empty" data-testid="no-guild">
        <p className="guild-empty__icon" aria-hidden="true">
          🛡️
        </p>
        <h2>You're not in a guild yet!</h2>
        <p className="muted">Join a guild to chat with your team, take part in events and earn XP together.</p>
        <div className="guild-empty__actions">
          <button type="button" className="btn btn--primary" aria-expanded={browsing} aria-controls="guild-browse" onClick={() => setBrowsing((b) => !b)}>
            Browse Guilds
          </button>
          <button type="button" className="btn btn--secondary" aria-expanded={creating} aria-controls="guild-create" onClick={() => setCreating((c) => !c)}>
            Create a Guild
          </button>
        </div>
      </section>
      {creating ? <CreateGuild onCreated={onJoined} /> : null}
      {browsing ? <BrowseGuilds onJoined={onJoined} /> : null}
    </>
  );
}

function BrowseGuilds({ onJoined }: { onJoined: (g: MyGuild) => void }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const read = useBrowseGuilds(query);
  const guilds = read.data ?? null;
  const joinGuild = useJoinGuild();
  const [joining, setJoining] = useState<string | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useLoggedFailure(read.error, 'Failed to load guilds');
  const error = joinError ?? (read.isError && !guilds ? messageOf(read.error, 'We could not load the guilds right now.') : null);

  useEffect(() => searchRef.current?.focus(), []);

  const join = (g: GuildSummary) => {
    setJoining(g.id);
    setJoinError(null);
    joinGuild.mutate(g.id, {
      onSuccess: onJoined,
      onError: (err) => {
        setJoinError(messageOf(err, `We could not join ${g.name}. Please try again.`));
        setJoining(null);
      },
    });
  };

  return (
    <section id="guild-browse" className="panel" aria-labelledby="guild-browse-title">
      <h2 id="guild-browse-title">Browse Guilds</h2>
      <form
        className="guild-search"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setJoinError(null);
          setQuery(search.trim());
        }}
      >
        <label htmlFor="guild-search">Search guilds</label>
        <input id="guild-search" ref={searchRef} value={search} maxLength={24} autoComplete="off" onChange={(e) => setSearch(e.target.value)} />
        <button type="submit" className="btn btn--secondary">
          Search
        </button>
      </form>
      {error ? (
        <p className="guild-error" role="alert">
          {error}
        </p>
      ) : null}
      {guilds === null && !error ? (
        <InlineLoading message="Loading guilds..." />
      ) : guilds && guilds.length === 0 ? (
        <p className="empty-state" data-testid="guilds-empty">
          {query ? `No guilds match "${query}"` : 'No guilds yet. Be the first to create one!'}
        </p>
      ) : guilds ? (
        <ol className="guild-list" aria-label="Guilds ranked by weekly XP">
          {guilds.map((g) => {
            const full = g.memberCount >= g.maxMembers;
            return (
              <li key={g.id} className="guild-list__row" data-testid="guild-row">
                <span className="guild-list__rank">#{g.rank}</span>
                <span className="guild-list__icon" aria-hidden="true">
                  {g.icon}
                </span>
                <span className="guild-list__name">
                  <strong>{g.name}</strong>
                  <span className="muted">
                    {' '}
                    Level {g.level} · {g.memberCount}/{g.maxMembers} members · {g.weeklyXp} XP this week
                  </span>
                  {g.description ? <span className="guild-list__desc">{g.description}</span> : null}
                </span>
                <button type="button" className="btn btn--primary" disabled={full || joining !== null} aria-label={full ? `Full: ${g.name}` : `Join ${g.name}`} onClick={() => join(g)}>
                  {full ? 'Full' : joining === g.id ? 'Joining...' : 'Join'}
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

function CreateGuild({ onCreated }: { onCreated: (g: MyGuild) => void }) {
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<(typeof GUILD_ICONS)[number]>(GUILD_ICONS[0]);
  const [description, setDescription] = useState('');
  const create = useCreateGuild();
  const busy = create.isPending;
  const error = create.isError ? messageOf(create.error, 'We could not create your guild. Please try again.') : null;
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name: name.trim(), icon, description: description.trim() }, { onSuccess: onCreated });
  };

  return (
    <section id="guild-create" className="panel" aria-labelledby="guild-create-title">
      <h2 id="guild-create-title">Create a Guild</h2>
      <form className="guild-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="guild-name">Guild name</label>
          <input id="guild-name" ref={nameRef} value={name} required minLength={3} maxLength={24} autoComplete="off" aria-describedby="guild-name-help" onChange={(e) => setName(e.target.value)} />
          <small id="guild-name-help">3 to 24 letters, numbers, spaces or dashes</small>
        </div>
        <GuildIconPicker name="guild-icon" value={icon} onChange={setIcon} />
        <div className="field">
          <label htmlFor="guild-description">Description</label>
          <textarea id="guild-description" value={description} maxLength={200} rows={2} onChange={(e) => setDescription(e.target.value)} />
        </div>
        {error ? (
          <p className="guild-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={busy || name.trim().length < 3}>
          {busy ? 'Creating...' : 'Create Guild'}
        </button>
      </form>
    </section>
  );
}
