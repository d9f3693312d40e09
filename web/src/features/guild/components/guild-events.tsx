import type { GuildEventType } from '@mathquest/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { messageOf } from '../../../lib/api-client';
import { guildApi, type GuildEvent } from '../api/guild-api';

const EVENT_TYPES: ReadonlyArray<{ value: GuildEventType; label: string }> = [
  { value: 'RAID', label: 'Raid' },
  { value: 'TOURNAMENT', label: 'Tournament' },
  { value: 'CHALLENGE', label: 'Challenge' },
  { value: 'SOCIAL', label: 'Social' },
];

/** The guild hall's Events tab and its create form (docs/product/social.md#guilds). */
export function Events({ guildId, canCreate, onStatus }: { guildId: string; canCreate: boolean; onStatus: (s: string) => void }) {
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
