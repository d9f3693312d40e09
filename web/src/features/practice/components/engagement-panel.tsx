import { Link } from 'react-router-dom';
import { petName } from '../../../i18n/pet-names';
import { useI18n } from '../../../i18n/use-i18n';
import { QuestList } from '../../../components/engagement/quest-list';
import { paths } from '../../../config/paths';
import { useActivePet } from '../../../components/engagement/get-active-pet';
import { useDailyQuests } from '../../../components/engagement/get-daily-quests';
import { useUnopenedChests } from '../../../components/engagement/get-unopened-chests';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useRealtime } from '../../../stores/realtime';
import { TreasureChest } from './treasure-chest';

/**
 * Beside the problems (docs/product/web.md, practice): the newest unopened chest, found now
 * (treasure:found) or earlier; today's quests and the active pet, read from the live store, so
 * quest:progress, quest:completed and pet:updated move them while the student plays.
 */
export function EngagementPanel() {
  const intl = useI18n('practice');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
    <aside className="engagement-panel" aria-label={t('practice.side.label')}>
      {chest ? <TreasureChest key={chest.id} chest={chest} /> : null}
      <section className="panel" aria-labelledby="solo-quests-title" data-testid="solo-quests">
        <h2 id="solo-quests-title">{t('practice.side.quests')}</h2>
        {quests ? <QuestList quests={quests} /> : questsFailed ? <p className="empty-state">{t('practice.side.questsFailed')}</p> : <p className="muted">{t('practice.side.questsLoading')}</p>}
      </section>
      <section className="panel" aria-labelledby="solo-pet-title" data-testid="solo-pet">
        <h2 id="solo-pet-title">{t('practice.side.pet')}</h2>
        {pet ? (
          <div className="solo-pet">
            <span className="solo-pet__emoji" aria-hidden="true">
              {pet.emoji}
            </span>
            <div>
              <strong>{petName(intl, pet.id, pet.name)}</strong> · {t('practice.side.petLevel', { level: pet.level })}
              <div
                className="xp-bar xp-bar--small"
                role="progressbar"
                aria-label={t('practice.side.petXpLabel', { name: petName(intl, pet.id, pet.name) })}
                aria-valuemin={0}
                aria-valuemax={pet.xpToNextLevel}
                aria-valuenow={Math.min(pet.xp, pet.xpToNextLevel)}
                aria-valuetext={t('practice.side.petXpValue', { xp: pet.xp, next: pet.xpToNextLevel })}
              >
                <div className="xp-bar__fill" style={{ width: `${pet.xpToNextLevel > 0 ? Math.min(100, (pet.xp / pet.xpToNextLevel) * 100) : 0}%` }} />
              </div>
              <span className="muted" data-testid="solo-pet-xp">
                {t('practice.side.petXp', { xp: pet.xp, next: pet.xpToNextLevel })}
              </span>
              {petXpGained > 0 ? (
                <span className="reward reward--xp" aria-live="polite">
                  {t('practice.side.petXpGained', { xp: petXpGained })}
                </span>
              ) : null}
              <p className="muted">
                ❤️ {pet.happiness}% · {t('engagement.petMood', { mood: pet.mood })}
              </p>
            </div>
          </div>
        ) : pet === null ? (
          <p className="empty-state">
            {t('practice.side.noPet')} <Link to={paths.pets.getHref()}>{t('practice.side.visitPets')}</Link>
          </p>
        ) : petFailed ? (
          <p className="empty-state">{t('practice.side.petFailed')}</p>
        ) : (
          <p className="muted">{t('practice.side.petLoading')}</p>
        )}
      </section>
    </aside>
  );
}
