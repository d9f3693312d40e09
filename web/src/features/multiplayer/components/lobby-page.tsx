import { useI18n } from '../../../i18n/use-i18n';
import { ROOM_MAX_PLAYERS } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { paths } from '../../../config/paths';
import { getSocket } from '../../../lib/socket';
import { useSession } from '../../../stores/session';
import { roomCall } from '../use-live-room';
import { roomErrorText } from '../room-error';

/** Room codes are exactly 6 characters, shown and sent upper-case. */
export const ROOM_CODE_LENGTH = 6;

export function normaliseRoomCode(raw: string): string {
  return raw.toUpperCase().slice(0, ROOM_CODE_LENGTH);
}

/** Free-plan students have 'no multiplayer' (docs/product/accounts.md); teachers may host their class. */
export function mayPlayRooms(user: { plan?: string; role?: string } | null | undefined): boolean {
  return !!user && (user.plan !== 'FREE' || user.role === 'TEACHER');
}

/**
 * /multiplayer: the lobby. Create Room opens a live room (docs/product/realtime.md#live-rooms) and
 * goes to it; joining takes a 6-character code and opens /room/{code}. Free-plan students see the
 * plan's 'no multiplayer' notice instead of Create Room.
 */
export default function LobbyPage() {
  const intl = useI18n('multiplayer');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [code, setCode] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const canJoin = code.length === ROOM_CODE_LENGTH;
  const allowed = mayPlayRooms(user);

  const create = async () => {
    setCreating(true);
    setCreateError(null);
    const r = await roomCall(getSocket(), 'room:create', {});
    setCreating(false);
    if (r.ok) navigate(paths.room.getHref(r.room.roomCode));
    else setCreateError(roomErrorText(intl, r));
  };

  const join = (e: FormEvent) => {
    e.preventDefault();
    if (canJoin) navigate(paths.room.getHref(code));
  };

  return (
    <PageShell back={{ to: paths.home.getHref(), label: t('shell.back.home') }}>
      <h1 className="page-title">{t('multiplayer.lobby.title')}</h1>
      <p>{t('multiplayer.lobby.intro')}</p>
      <div className="plan-grid">
        <section className="plan-card" aria-labelledby="create-room-title">
          <h2 id="create-room-title">{t('multiplayer.lobby.createTitle')}</h2>
          <p>{t('multiplayer.lobby.createText', { max: ROOM_MAX_PLAYERS })}</p>
          {allowed ? (
            <button type="button" className="btn btn--primary btn--block" onClick={() => void create()} disabled={creating} aria-busy={creating}>
              {creating ? t('multiplayer.lobby.creating') : t('multiplayer.lobby.create')}
            </button>
          ) : (
            <div className="panel plan-limit" role="note" data-testid="plan-limit">
              <p>{t('multiplayer.error.PLAN_LIMIT_REACHED')}</p>
              <Link to={paths.plans.getHref()} className="btn btn--primary">
                {t('multiplayer.plans')}
              </Link>
            </div>
          )}
          {createError ? (
            <p className="form__error" role="alert">
              {createError}
            </p>
          ) : null}
        </section>
        <section className="plan-card" aria-labelledby="join-room-title">
          <h2 id="join-room-title">{t('multiplayer.lobby.joinTitle')}</h2>
          <form onSubmit={join} className="field">
            <label htmlFor="room-code">{t('multiplayer.lobby.code')}</label>
            <input
              id="room-code"
              name="roomCode"
              value={code}
              onChange={(e) => setCode(normaliseRoomCode(e.target.value))}
              maxLength={ROOM_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABC123"
              aria-describedby="room-code-help"
            />
            <small id="room-code-help">{t('multiplayer.lobby.codeHelp', { length: ROOM_CODE_LENGTH })}</small>
            <button type="submit" className="btn btn--secondary btn--block" disabled={!canJoin}>
              {t('multiplayer.lobby.join')}
            </button>
          </form>
        </section>
      </div>
    </PageShell>
  );
}
