import { Link } from 'react-router-dom';
import { QuestList } from '../../../components/engagement/quest-list';
import { paths } from '../../../config/paths';
import { useActivePet } from '../../../components/engagement/get-active-pet';
import { useDailyQuests } from '../../../components/engagement/get-daily-quests';
import { useUnopenedChests } from '../../../components/engagement/get-unopened-chests';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { MOOD_LABEL } from '../../../components/engagement/pet-mood';
import { useRealtime } from '../../../stores/realtime';
import { TreasureChest } from './treasure-chest';

/**
 * Beside the problems (docs/product/web.md, practice): the newest unopened chest, found now
 * (treasure:found) or earlier; today's quests and the active pet, read from the live store, so
 * quest:progress, quest:completed and pet:updated move them while the student plays.
 */
export function EngagementPanel() {
  const quests = useRealtime((s) => s.quests);
  const pet = useRealtime((s) => s.activePet);
  const petXpGained = useRealtime((s) => s.lastPetXpGained);
  const chest = useRealtime((s) => s.chests[0]);
  // Read on every visit: the dashboard's copy may be a game old. A failure shows only while the store holds nothing.
  const questsRead = useDailyQuests();
  const petRead = useActivePet();
  const chestsRead = useUnopenedChests();
  useLoggedFailure(questsRead.error, 'Failed to load the daily quests');
  useLoggedFailure(petRead.error, 'Failed to load the active pet');
  useLoggedFailure(chestsRead.error, 'Failed to load the unopened chests');
  const questsFailed = questsRead.isError;
  const petFailed = petRead.isError;

  return (
    <aside className="engagement-panel" aria-label="Quests and pet">
      {chest ? <TreasureChest key={chest.id} chest={chest} /> : null}
      <section className="panel" aria-labelledby="solo-quests-title" data-testid="solo-quests">
        <h2 id="solo-quests-title">Daily Quests</h2>
        {quests ? <QuestList quests={quests} /> : questsFailed ? <p className="empty-state">Quests could not be loaded.</p> : <p className="muted">Loading quests...</p>}
      </section>
      <section className="panel" aria-labelledby="solo-pet-title" data-testid="solo-pet">
        <h2 id="solo-pet-title">Your Pet</h2>
        {pet ? (
          <div className="solo-pet">
            <span className="solo-pet__emoji" aria-hidden="true">
              {pet.emoji}
            </span>
            <div>
              <strong>{pet.name}</strong> · Level {pet.level}
              <div
                className="xp-bar xp-bar--small"
                role="progressbar"
                aria-label={`${pet.name}'s XP`}
                aria-valuemin={0}
                aria-valuemax={pet.xpToNextLevel}
                aria-valuenow={Math.min(pet.xp, pet.xpToNextLevel)}
                aria-valuetext={`${pet.xp} of ${pet.xpToNextLevel} XP`}
              >
                <div className="xp-bar__fill" style={{ width: `${pet.xpToNextLevel > 0 ? Math.min(100, (pet.xp / pet.xpToNextLevel) * 100) : 0}%` }} />
              </div>
              <span className="muted" data-testid="solo-pet-xp">
                {pet.xp} / {pet.xpToNextLevel} XP
              </span>
              {petXpGained > 0 ? (
                <span className="reward reward--xp" aria-live="polite">
                  +{petXpGained} pet XP
                </span>
              ) : null}
              <p className="muted">
                ❤️ {pet.happiness}% · {MOOD_LABEL[pet.mood]}
              </p>
            </div>
          </div>
        ) : pet === null ? (
          <p className="empty-state">
            No pet yet. <Link to={paths.pets.getHref()}>Visit your pets</Link>
          </p>
        ) : petFailed ? (
          <p className="empty-state">Your pet could not be loaded.</p>
        ) : (
          <p className="muted">Loading your pet...</p>
        )}
      </section>
    </aside>
  );
}
