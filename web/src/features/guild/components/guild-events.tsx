import type { GuildEventType } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useGuildEvents } from '../api/get-guild-events';
import { useCreateGuildEvent, useJoinGuildEvent } from '../api/guild-event-actions';
import type { GuildEvent } from '../api/guild-api';
import { useLoggedFailure } from '../../../lib/use-logged-failure';

/** The kinds of event, named by the `guild.event.type` message. */
const EVENT_TYPES: readonly GuildEventType[] = ['RAID', 'TOURNAMENT', 'CHALLENGE', 'SOCIAL'];

/** The guild hall's Events tab and its create form (docs/product/social.md#guilds). */
export function Events({ guildId, canCreate, onStatus }: { guildId: string; canCreate: boolean; onStatus: (s: string) => void }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const read = useGuildEvents(guildId);
  const joinEvent = useJoinGuildEvent(guildId);
  const events = read.data ?? null;
  const [actionError, setActionError] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  useLoggedFailure(read.error, 'Failed to load events');
  const error = actionError ?? (read.isError && !events ? wordError(intl, errorFactsOf(read.error), 'guild.events.loadFailed') : null);

  const join = (e: GuildEvent) => {
    setJoining(e.id);
    setActionError(null);
    joinEvent.mutate(e.id, {
      onSuccess: () => onStatus(t('guild.events.joined', { name: e.name })),
      onError: (err) => setActionError(wordError(intl, errorFactsOf(err), 'guild.events.joinFailed')),
      onSettled: () => setJoining(null),
    });
  };

  return (
    <div>
      {canCreate ? (
        <button type="button" className="btn btn--secondary" aria-expanded={creating} aria-controls="guild-event-form" onClick={() => setCreating((c) => !c)}>
          {t('guild.events.create')}
        </button>
      ) : null}
      {creating ? (
        <CreateEvent
          guildId={guildId}
          onCreated={(e) => {
            setCreating(false);
            onStatus(t('guild.events.created', { name: e.name }));
          }}
        />
      ) : null}
      {error ? (
        <p className="guild-error" role="alert">
          {error}
        </p>
      ) : null}
      {events === null && !error ? (
        <InlineLoading message={t('guild.events.loading')} />
      ) : events && events.length === 0 ? (
        <p className="empty-state" data-testid="guild-events-empty">
          {t('guild.events.empty')}
        </p>
      ) : (
        <ul className="guild-events" aria-label={t('guild.tab', { tab: 'EVENTS' })}>
          {(events ?? []).map((e) => {
            const full = e.participants >= e.maxParticipants;
            return (
              <li key={e.id} className="guild-events__card" data-testid="guild-event">
                <span className={`guild-event-type guild-event-type--${e.type.toLowerCase()}`}>{t('guild.event.type', { type: e.type })}</span>
                <h4>{e.name}</h4>
                {e.description ? <p>{e.description}</p> : null}
                <p className="muted">
                  {t('guild.events.facts', { joined: e.participants, max: e.maxParticipants, coins: e.rewards.coins, gems: e.rewards.gems, xp: e.rewards.xp })}
                </p>
                <button type="button" className="btn btn--primary" disabled={e.joined || full || joining !== null} onClick={() => join(e)} aria-label={t('guild.events.joinLabel', { state: e.joined ? 'joined' : full ? 'full' : 'open', name: e.name })}>
                  {e.joined ? t('guild.events.joinedBadge') : full ? t('guild.browse.full') : joining === e.id ? t('guild.browse.joining') : t('guild.browse.join')}
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
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [type, setType] = useState<GuildEventType>('RAID');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [max, setMax] = useState(10);
  const create = useCreateGuildEvent(guildId);
  const busy = create.isPending;
  const error = create.isError ? wordError(intl, errorFactsOf(create.error), 'guild.events.createFailed') : null;
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    create.mutate({ type, name: name.trim(), description: description.trim(), maxParticipants: max }, { onSuccess: onCreated });
  };
  return (
    <form id="guild-event-form" className="guild-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="event-type">{t('guild.events.form.type')}</label>
        <select id="event-type" value={type} onChange={(e) => setType(e.target.value as GuildEventType)}>
          {EVENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t('guild.event.type', { type: value })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="event-name">{t('guild.events.form.name')}</label>
        <input id="event-name" value={name} required maxLength={40} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="event-description">{t('guild.events.form.description')}</label>
        <input id="event-description" value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="event-max">{t('guild.events.form.players')}</label>
        <input id="event-max" type="number" min={2} max={30} value={max} onChange={(e) => setMax(Math.max(2, Math.min(30, Number(e.target.value) || 2)))} />
      </div>
      {error ? (
        <p className="guild-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy || !name.trim()}>
        {busy ? t('guild.create.creating') : t('guild.events.form.submit')}
      </button>
    </form>
  );
}
