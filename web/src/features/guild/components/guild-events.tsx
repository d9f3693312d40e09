import type { GuildEventType } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { messageOf } from '../../../lib/api-client';
import { useGuildEvents } from '../api/get-guild-events';
import { useCreateGuildEvent, useJoinGuildEvent } from '../api/guild-event-actions';
import type { GuildEvent } from '../api/guild-api';
import { useLoggedFailure } from '../../../lib/use-logged-failure';

const EVENT_TYPES: ReadonlyArray<{ value: GuildEventType; label: string }> = [
  { value: 'RAID', label: 'Raid' },
  { value: 'TOURNAMENT', label: 'Tournament' },
  { value: 'CHALLENGE', label: 'Challenge' },
  { value: 'SOCIAL', label: 'Social' },
];

/** The guild hall's Events tab and its create form (docs/product/social.md#guilds). */
export function Events({ guildId, canCreate, onStatus }: { guildId: string; canCreate: boolean; onStatus: (s: string) => void }) {
  const read = useGuildEvents(guildId);
  const joinEvent = useJoinGuildEvent(guildId);
  const events = read.data ?? null;
  const [actionError, setActionError] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  useLoggedFailure(read.error, 'Failed to load events');
  const error = actionError ?? (read.isError && !events ? messageOf(read.error, 'We could not load the events right now.') : null);

  const join = (e: GuildEvent) => {
    setJoining(e.id);
    setActionError(null);
    joinEvent.mutate(e.id, {
      onSuccess: () => onStatus(`You joined ${e.name}`),
      onError: (err) => setActionError(messageOf(err, `We could not join ${e.name}.`)),
      onSettled: () => setJoining(null),
    });
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
                <button type="button" className="btn btn--primary" disabled={e.joined || full || joining !== null} onClick={() => join(e)} aria-label={e.joined ? `Joined ${e.name}` : full ? `Full: ${e.name}` : `Join ${e.name}`}>
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
  const create = useCreateGuildEvent(guildId);
  const busy = create.isPending;
  const error = create.isError ? messageOf(create.error, 'We could not create the event.') : null;
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    create.mutate({ type, name: name.trim(), description: description.trim(), maxParticipants: max }, { onSuccess: onCreated });
  };
  return (
    <form id="guild-event-form" className="guild-form" onSubmit={submit}>
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
