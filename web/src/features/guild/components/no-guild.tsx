import { GUILD_ICONS } from '@mathquest/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useBrowseGuilds } from '../api/browse-guilds';
import { useCreateGuild, useJoinGuild } from '../api/guild-actions';
import type { GuildSummary, MyGuild } from '../api/guild-api';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { GuildIconPicker } from './guild-icon-picker';

/** Not in a guild: the notice, Browse Guilds (ranked by weekly XP, searchable, each with Join) and Create a Guild. */
export function NoGuild({ onJoined }: { onJoined: (g: MyGuild) => void }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [browsing, setBrowsing] = useState(false);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <section className="panel guild-empty" data-testid="no-guild">
        <p className="guild-empty__icon" aria-hidden="true">
          🛡️
        </p>
        <h2>{t('guild.none.title')}</h2>
        <p className="muted">{t('guild.none.text')}</p>
        <div className="guild-empty__actions">
          <button type="button" className="btn btn--primary" aria-expanded={browsing} aria-controls="guild-browse" onClick={() => setBrowsing((b) => !b)}>
            {t('guild.browse.title')}
          </button>
          <button type="button" className="btn btn--secondary" aria-expanded={creating} aria-controls="guild-create" onClick={() => setCreating((c) => !c)}>
            {t('guild.create.title')}
          </button>
        </div>
      </section>
      {creating ? <CreateGuild onCreated={onJoined} /> : null}
      {browsing ? <BrowseGuilds onJoined={onJoined} /> : null}
    </>
  );
}

function BrowseGuilds({ onJoined }: { onJoined: (g: MyGuild) => void }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const read = useBrowseGuilds(query);
  const guilds = read.data ?? null;
  const joinGuild = useJoinGuild();
  const [joining, setJoining] = useState<string | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useLoggedFailure(read.error, 'Failed to load guilds');
  const error = joinError ?? (read.isError && !guilds ? wordError(intl, errorFactsOf(read.error), 'guild.browse.loadFailed') : null);

  useEffect(() => searchRef.current?.focus(), []);

  const join = (g: GuildSummary) => {
    setJoining(g.id);
    setJoinError(null);
    joinGuild.mutate(g.id, {
      onSuccess: onJoined,
      onError: (err) => {
        setJoinError(wordError(intl, errorFactsOf(err), 'guild.browse.joinFailed'));
        setJoining(null);
      },
    });
  };

  return (
    <section id="guild-browse" className="panel" aria-labelledby="guild-browse-title">
      <h2 id="guild-browse-title">{t('guild.browse.title')}</h2>
      <form
        className="guild-search"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setJoinError(null);
          setQuery(search.trim());
        }}
      >
        <label htmlFor="guild-search">{t('guild.browse.searchLabel')}</label>
        <input id="guild-search" ref={searchRef} value={search} maxLength={24} autoComplete="off" onChange={(e) => setSearch(e.target.value)} />
        <button type="submit" className="btn btn--secondary">
          {t('guild.browse.search')}
        </button>
      </form>
      {error ? (
        <p className="guild-error" role="alert">
          {error}
        </p>
      ) : null}
      {guilds === null && !error ? (
        <InlineLoading message={t('guild.browse.loading')} />
      ) : guilds && guilds.length === 0 ? (
        <p className="empty-state" data-testid="guilds-empty">
          {query ? t('guild.browse.noMatch', { query }) : t('guild.browse.empty')}
        </p>
      ) : guilds ? (
        <ol className="guild-list" aria-label={t('guild.browse.list')}>
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
                    {t('guild.browse.facts', { level: g.level, members: g.memberCount, max: g.maxMembers, xp: g.weeklyXp })}
                  </span>
                  {g.description ? <span className="guild-list__desc">{g.description}</span> : null}
                </span>
                <button type="button" className="btn btn--primary" disabled={full || joining !== null} aria-label={t('guild.browse.joinLabel', { full: String(full), name: g.name })} onClick={() => join(g)}>
                  {full ? t('guild.browse.full') : joining === g.id ? t('guild.browse.joining') : t('guild.browse.join')}
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
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<(typeof GUILD_ICONS)[number]>(GUILD_ICONS[0]);
  const [description, setDescription] = useState('');
  const create = useCreateGuild();
  const busy = create.isPending;
  const error = create.isError ? wordError(intl, errorFactsOf(create.error), 'guild.create.failed') : null;
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name: name.trim(), icon, description: description.trim() }, { onSuccess: onCreated });
  };

  return (
    <section id="guild-create" className="panel" aria-labelledby="guild-create-title">
      <h2 id="guild-create-title">{t('guild.create.title')}</h2>
      <form className="guild-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="guild-name">{t('guild.create.name')}</label>
          <input id="guild-name" ref={nameRef} value={name} required minLength={3} maxLength={24} autoComplete="off" aria-describedby="guild-name-help" onChange={(e) => setName(e.target.value)} />
          <small id="guild-name-help">{t('guild.create.nameHelp', { min: 3, max: 24 })}</small>
        </div>
        <GuildIconPicker name="guild-icon" value={icon} onChange={setIcon} />
        <div className="field">
          <label htmlFor="guild-description">{t('guild.create.description')}</label>
          <textarea id="guild-description" value={description} maxLength={200} rows={2} onChange={(e) => setDescription(e.target.value)} />
        </div>
        {error ? (
          <p className="guild-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={busy || name.trim().length < 3}>
          {busy ? t('guild.create.creating') : t('guild.create.submit')}
        </button>
      </form>
    </section>
  );
}
