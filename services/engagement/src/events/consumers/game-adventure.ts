import { GameSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';

/** game.boss.battle.ended: history and a victory's rewards, once per event (docs/adr/0096). */
export function bossBattleEndedConsumer(handle: (events: Array<EventOf<'game.boss.battle.ended'>>) => Promise<void>): BatchConsumerSpec<typeof GameSubjects.BOSS_BATTLE_ENDED> {
  return { durable: 'engagement-boss-battle-ended', subjects: [GameSubjects.BOSS_BATTLE_ENDED], handleBatch: handle };
}

/** game.story.chapter.completed: stars, unlocks and the first completion's rewards, once per event (docs/adr/0097). */
export function chapterCompletedConsumer(handle: (events: Array<EventOf<'game.story.chapter.completed'>>) => Promise<void>): BatchConsumerSpec<typeof GameSubjects.CHAPTER_COMPLETED> {
  return { durable: 'engagement-chapter-completed', subjects: [GameSubjects.CHAPTER_COMPLETED], handleBatch: handle };
}
