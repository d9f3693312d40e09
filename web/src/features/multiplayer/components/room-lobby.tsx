import { useI18n } from '../../../i18n/use-i18n';
import { ROOM_ROUNDS_DEFAULT, ROOM_ROUNDS_MAX, ROOM_ROUNDS_MIN, ROOM_TOPIC_MIXED, type RoomView } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import type { LiveRoom } from '../use-live-room';
import { roomErrorText } from '../room-error';
import { topicNames } from '../../../i18n/topic-names';

/** The room before the game: the players, the host's start form (topic, rounds), the others' wait. */
export function Lobby({ room, live, me }: { room: RoomView; live: LiveRoom; me: string | undefined }) {
  const isHost = room.hostId === me;
  const intl = useI18n('multiplayer');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const names = topicNames(intl);
  const [topic, setTopic] = useState(room.topics[0] ?? ROOM_TOPIC_MIXED);
  const [rounds, setRounds] = useState(ROOM_ROUNDS_DEFAULT);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const host = room.players.find((p) => p.isHost);

  const start = async (e: FormEvent) => {
    e.preventDefault();
    setStarting(true);
    setError(null);
    const r = await live.call('room:start', { roomCode: room.roomCode, topic, rounds });
    setStarting(false);
    if (!r.ok) setError(roomErrorText(intl, r));
  };

  return (
    <div className="room-grid">
      <section className="panel" aria-labelledby="lobby-title">
        <h2 id="lobby-title">{t('multiplayer.room.lobby')}</h2>
        <p>
          {intl.formatMessage(
            { id: 'multiplayer.room.share' },
            {
              code: (
                <strong key="code" className="room-code" data-testid="room-code">
                  {room.roomCode}
                </strong>
              ),
            },
          )}
        </p>
        <h3>{t('multiplayer.room.players', { count: room.players.length, max: room.maxPlayers })}</h3>
        <ul className="room-players" data-testid="lobby-players">
          {room.players.map((p) => (
            <li key={p.userId}>
              {p.username}
              {p.userId === me ? ` ${t('multiplayer.you')}` : ''}
              {p.isHost ? <span className="badge">{t('multiplayer.room.host')}</span> : null}
              {!p.connected ? <span className="muted"> {t('multiplayer.reconnecting')}</span> : null}
            </li>
          ))}
        </ul>
        {room.players.length === 1 ? <p className="muted">{t('multiplayer.room.alone')}</p> : null}
      </section>
      <section className="panel" aria-labelledby="settings-title">
        <h2 id="settings-title">{t('multiplayer.room.settings')}</h2>
        {isHost ? (
          <form onSubmit={(e) => void start(e)} className="room-settings">
            <div className="field">
              <label htmlFor="room-topic">{t('multiplayer.room.topic')}</label>
              <select id="room-topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
                {room.topics.map((name) => (
                  <option key={name} value={name}>
                    {name === ROOM_TOPIC_MIXED ? t('multiplayer.room.topicMixed') : names.topic(name)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="room-rounds">{t('multiplayer.room.rounds')}</label>
              <select id="room-rounds" value={rounds} onChange={(e) => setRounds(Number(e.target.value))}>
                {Array.from({ length: ROOM_ROUNDS_MAX - ROOM_ROUNDS_MIN + 1 }, (_, i) => ROOM_ROUNDS_MIN + i).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <p className="muted">{t('multiplayer.room.roundLength', { seconds: room.roundSeconds })}</p>
            <button type="submit" className="btn btn--primary btn--large" disabled={starting}>
              {starting ? t('multiplayer.room.starting') : t('multiplayer.room.start')}
            </button>
            {error ? (
              <p className="form__error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        ) : (
          <p role="status">{t('multiplayer.room.waitingHost', { name: host?.username ?? '', named: String(Boolean(host)) })}</p>
        )}
      </section>
    </div>
  );
}

