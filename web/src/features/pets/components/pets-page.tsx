import type { Pet } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { petName } from '../../../i18n/pet-names';
import { useI18n } from '../../../i18n/use-i18n';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { usePets } from '../api/get-pets';
import { useFeedPet, usePlayWithPet, useSetActivePet } from '../api/pet-actions';
import { PET_WARNING_BELOW } from '../../../components/engagement/pet-mood';
import type { IntlShape } from 'react-intl';
import { ABILITY_WORD, MOOD_EMOJI, PET_FEED_COST_COINS, feedState, playState, type PetActionState } from '../rules';
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

/** Why feeding or playing waits, in words: the time left, a full pet, or too few coins. */
function reasonText(intl: IntlShape, action: 'feed' | 'play', state: Exclude<PetActionState, { ready: true }>, name: string): string {
  if (state.reason === 'COOLDOWN') return intl.formatMessage({ id: 'pets.again' }, { action, time: intl.formatMessage({ id: 'pets.timeLeft' }, { ...state.left }) });
  if (state.reason === 'ALREADY_HAPPY') return intl.formatMessage({ id: 'pets.feed.full' }, { name });
  return intl.formatMessage({ id: 'pets.feed.needsCoins' }, { cost: PET_FEED_COST_COINS });
}

function PetPanel({ pet, coins, now, busy, onAction }: { pet: Pet; coins: number | null; now: number; busy: boolean; onAction: (pet: Pet, action: Action) => void }) {
  const intl = useI18n('pets');
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
            {intl.formatMessage({ id: 'pets.card.level' }, { level: pet.level, active: String(pet.isActive) })}
          </p>
        </div>
      </div>
      <p>
        {intl.formatMessage({ id: 'pets.card.mood' })} <span aria-hidden="true">{MOOD_EMOJI[pet.mood]} </span>
        <strong data-testid={`pet-mood-${pet.id}`}>{intl.formatMessage({ id: 'pets.card.moodWord' }, { mood: pet.mood })}</strong>
      </p>
      <div className="xp-bar xp-bar--small xp-bar--happy" role="progressbar" aria-label={intl.formatMessage({ id: 'pets.card.happinessLabel' }, { name: pet.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pet.happiness}>
        <div className="xp-bar__fill" style={{ width: `${pet.happiness}%` }} />
      </div>
      <p className="muted" data-testid={`pet-happiness-${pet.id}`}>
        {intl.formatMessage({ id: 'pets.card.happiness' }, { percent: pet.happiness })}
      </p>
      {sad ? <p className="pet-card__warning">{intl.formatMessage({ id: 'pets.card.unhappy' }, { name: pet.name })}</p> : null}
      <div className="xp-bar xp-bar--small" role="progressbar" aria-label={intl.formatMessage({ id: 'pets.card.xpLabel' }, { name: pet.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={xpPct} aria-valuetext={intl.formatMessage({ id: 'pets.card.xpOf' }, { xp: pet.xp, next: pet.xpToNextLevel })}>
        <div className="xp-bar__fill" style={{ width: `${xpPct}%` }} />
      </div>
      <p className="muted">
        {intl.formatMessage({ id: 'pets.card.xp' }, { xp: pet.xp, next: pet.xpToNextLevel })}
      </p>
      <p data-testid={`pet-bonus-${pet.id}`}>
        {intl.formatMessage({ id: 'pets.card.bonus' }, { percent: pet.bonusPercent, ability: ABILITY_WORD[pet.baseAbility], strong: (chunks) => <strong key="bonus">{chunks}</strong> })}
      </p>
      <div className="button-row pet-panel__actions">
        <div className="pet-action">
          <button type="button" className="btn btn--primary btn--small" disabled={busy || !feed.ready} onClick={() => onAction(pet, 'feed')} aria-describedby={feed.ready ? undefined : `feed-why-${pet.id}`}>
            {intl.formatMessage({ id: 'pets.feed.button' }, { name: pet.name, cost: PET_FEED_COST_COINS })}
          </button>
          {feed.ready ? null : (
            <span className="muted pet-action__why" id={`feed-why-${pet.id}`} data-testid={`feed-cooldown-${pet.id}`}>
              {reasonText(intl, 'feed', feed, pet.name)}
            </span>
          )}
        </div>
        <div className="pet-action">
          <button type="button" className="btn btn--secondary btn--small" disabled={busy || !play.ready} onClick={() => onAction(pet, 'play')} aria-describedby={play.ready ? undefined : `play-why-${pet.id}`}>
            {intl.formatMessage({ id: 'pets.play.button' }, { name: pet.name })}
          </button>
          {play.ready ? null : (
            <span className="muted pet-action__why" id={`play-why-${pet.id}`} data-testid={`play-cooldown-${pet.id}`}>
              {reasonText(intl, 'play', play, pet.name)}
            </span>
          )}
        </div>
        {pet.isActive ? null : (
          <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => onAction(pet, 'activate')}>
            {intl.formatMessage({ id: 'pets.activate.button' }, { name: pet.name })}
          </button>
        )}
      </div>
    </li>
  );
}

/** The student's pets at /pets (docs/product/web.md, pets): set the active one, feed and play with cooldowns. */
export default function PetsPage() {
  const intl = useI18n('pets');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
        toast({ type: 'success', title: t('pets.feed.done', { name: pet.name }), message: t('pets.card.happiness', { percent: result.pet.happiness }), icon: pet.emoji });
      } else if (action === 'play') {
        const updated = await play.mutateAsync(pet.id);
        toast({ type: 'success', title: t('pets.play.done', { name: pet.name }), message: t('pets.card.happiness', { percent: updated.happiness }), icon: pet.emoji });
      } else {
        await setActive.mutateAsync(pet.id);
      }
    } catch (err) {
      console.error(`Pet ${action} failed`, err);
      setError(wordError(intl, errorFactsOf(err), 'pets.actionFailed'));
    } finally {
      setBusy(false);
    }
  }

  // The active pet's live numbers (pet:updated) win over the list's; each name is worded by the pet's id (docs/adr/0191).
  const shown = pets?.map((p) => ({ ...(livePet && livePet.id === p.id ? { ...p, ...livePet, isActive: p.isActive } : p), name: petName(intl, p.id, p.name) })) ?? null;

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.dashboard.getHref(), label: t('pets.back') }}>
      <h1 className="page-title">{t('pets.title')}</h1>
      <p className="wallet">
        <span className="pill" data-testid="pets-coins">
          <span aria-hidden="true">🪙 </span>
          {t('pets.coins', { count: coins ?? 0 })}
        </span>
      </p>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      {failed ? (
        <div className="panel panel--error" role="alert">
          <p>{t('pets.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            {t('pets.retry')}
          </button>
        </div>
      ) : shown === null ? (
        <InlineLoading message={t('pets.loading')} />
      ) : shown.length === 0 ? (
        <p className="empty-state">{t('pets.empty')}</p>
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
