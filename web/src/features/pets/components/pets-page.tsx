import type { Pet } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { usePets } from '../api/get-pets';
import { useFeedPet, usePlayWithPet, useSetActivePet } from '../api/pet-actions';
import { MOOD_LABEL, PET_WARNING_BELOW } from '../../../components/engagement/pet-mood';
import { ABILITY_LABEL, MOOD_EMOJI, PET_FEED_COST_COINS, feedState, playState } from '../rules';
import { useNotifications } from '../../../stores/notifications';
import { useRealtime } from '../../../stores/realtime';
import { useSession } from '../../../stores/session';

/** How often the cooldown labels are re-worked out. */
const CLOCK_TICK_MS = 15_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Action = 'feed' | 'play' | 'activate';

function PetPanel({ pet, coins, now, busy, onAction }: { pet: Pet; coins: number | null; now: number; busy: boolean; onAction: (pet: Pet, action: Action) => void }) {
  const feed = feedState(pet, coins, now);
  const play = playState(pet, now);
  const sad = pet.happiness < PET_WARNING_BELOW;
  const xpPct = pet.xpToNextLevel > 0 ? Math.min(100, Math.round((pet.xp / pet.xpToNextLevel) * 100)) : 0;
  return (
    <li className={`panel pet-panel${pet.isActive ? ' pet-panel--active' : ''}${sad ? ' pet-card--warning' : ''}`} data-testid={`pet-${pet.id}`} aria-labelledby={`pet-title-${pet.id}`}>
      <div className="pet-panel__head">
        <span className="pet-panel__emoji" aria-hidden="true">
          {pet.emoji}
        </span>
        <div>
          <h2 id={`pet-title-${pet.id}`}>{pet.name}</h2>
          <p className="muted">
            Level {pet.level} · {pet.isActive ? 'Active pet' : 'Resting'}
          </p>
        </div>
      </div>
      <p>
        Mood: <span aria-hidden="true">{MOOD_EMOJI[pet.mood]} </span>
        <strong data-testid={`pet-mood-${pet.id}`}>{MOOD_LABEL[pet.mood]}</strong>
      </p>
      <div className="xp-bar xp-bar--small xp-bar--happy" role="progressbar" aria-label={`${pet.name}'s happiness`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pet.happiness}>
        <div className="xp-bar__fill" style={{ width: `${pet.happiness}%` }} />
      </div>
      <p className="muted" data-testid={`pet-happiness-${pet.id}`}>
        Happiness {pet.happiness}%
      </p>
      {sad ? <p className="pet-card__warning">{pet.name} is unhappy: feed or play!</p> : null}
      <div className="xp-bar xp-bar--small" role="progressbar" aria-label={`${pet.name}'s XP`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={xpPct} aria-valuetext={`${pet.xp} of ${pet.xpToNextLevel} XP`}>
        <div className="xp-bar__fill" style={{ width: `${xpPct}%` }} />
      </div>
      <p className="muted">
        {pet.xp} / {pet.xpToNextLevel} XP
      </p>
      <p data-testid={`pet-bonus-${pet.id}`}>
        Bonus: <strong>+{pet.bonusPercent}%</strong> {ABILITY_LABEL[pet.baseAbility]}
      </p>
      <div className="button-row pet-panel__actions">
        <div className="pet-action">
          <button type="button" className="btn btn--primary btn--small" disabled={busy || !feed.ready} onClick={() => onAction(pet, 'feed')} aria-describedby={feed.ready ? undefined : `feed-why-${pet.id}`}>
            Feed {pet.name} ({PET_FEED_COST_COINS} coins)
          </button>
          {feed.ready ? null : (
            <span className="muted pet-action__why" id={`feed-why-${pet.id}`} data-testid={`feed-cooldown-${pet.id}`}>
              {feed.reason}
            </span>
          )}
        </div>
        <div className="pet-action">
          <button type="button" className="btn btn--secondary btn--small" disabled={busy || !play.ready} onClick={() => onAction(pet, 'play')} aria-describedby={play.ready ? undefined : `play-why-${pet.id}`}>
            Play with {pet.name}
          </button>
          {play.ready ? null : (
            <span className="muted pet-action__why" id={`play-why-${pet.id}`} data-testid={`play-cooldown-${pet.id}`}>
              {play.reason}
            </span>
          )}
        </div>
        {pet.isActive ? null : (
          <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => onAction(pet, 'activate')}>
            Make {pet.name} active
          </button>
        )}
      </div>
    </li>
  );
}

/** The student's pets at /pets (docs/product/web.md, pets): set the active one, feed and play with cooldowns. */
export default function PetsPage() {
  const { data: pets, error: loadError, refetch } = usePets();
  const feed = useFeedPet();
  const play = usePlayWithPet();
  const setActive = useSetActivePet();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const liveWallet = useRealtime((s) => s.wallet);
  const livePet = useRealtime((s) => s.activePet);
  const accountCoins = useSession((s) => s.user?.studentProfile?.coins ?? null);
  const coins = liveWallet?.coins ?? accountCoins;
  const now = useNow();
  useLoggedFailure(loadError, 'Failed to load pets');
  const failed = loadError !== null && pets === undefined;

  async function onAction(pet: Pet, action: Action) {
    setBusy(true);
    setError(null);
    const toast = useNotifications.getState().notify;
    try {
      if (action === 'feed') {
        const result = await feed.mutateAsync(pet.id);
        toast({ type: 'success', title: `Yum! ${pet.name} enjoyed the snack`, message: `Happiness ${result.pet.happiness}%`, icon: pet.emoji });
      } else if (action === 'play') {
        const updated = await play.mutateAsync(pet.id);
        toast({ type: 'success', title: `${pet.name} had fun playing`, message: `Happiness ${updated.happiness}%`, icon: pet.emoji });
      } else {
        await setActive.mutateAsync(pet.id);
      }
    } catch (err) {
      console.error(`Pet ${action} failed`, err);
      setError(messageOf(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  // The active pet's live numbers (pet:updated) win over the list's.
  const shown = pets?.map((p) => (livePet && livePet.id === p.id ? { ...p, ...livePet, isActive: p.isActive } : p)) ?? null;

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: 'Back to Dashboard' }}>
      <h1 className="page-title">Your Pets</h1>
      <p className="wallet">
        <span className="pill" data-testid="pets-coins">
          <span aria-hidden="true">🪙 </span>
          {coins ?? 0} coins
        </span>
      </p>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>We could not load your pets right now.</p>
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : shown === null ? (
        <InlineLoading message="Loading your pets..." />
      ) : shown.length === 0 ? (
        <p className="empty-state">No pets yet. Keep practising to find your first one!</p>
      ) : (
        <ul className="pet-grid">
          {shown.map((p) => (
            <PetPanel key={p.id} pet={p} coins={coins} now={now} busy={busy} onAction={(pet, action) => void onAction(pet, action)} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
