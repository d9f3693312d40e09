/**
 * Bosses and story mode (docs/product/engagement.md#bosses, #story-mode; docs/adr/0096, 0097).
 * The catalogues, locks, history and rewards are engagement's; the battles and chapter sessions
 * are the game's, started and read through the game client with the student's own token.
 */
import {
  ActiveBattleResponseSchema,
  BattleResponseSchema,
  bossById,
  chapterById,
  ErrorCode,
  StartSessionResponseSchema,
  worldById,
  type BattleHistoryEntry,
  type Boss,
  type BossBattle,
  type Chapter,
  type StoryWorld,
} from '@mathquest/contracts';
import { AppError, notFound } from '@mathquest/service-kit';
import { battleHistory, bossList, chapterList, isChapterUnlocked, worldList } from '../domain/adventure.js';
import type { GameClient } from '../repositories/game-client.js';
import type { ProgressStore } from '../repositories/progress-repository.js';
import { readPlayer, type PlayerStore } from '../repositories/wallets-repository.js';
import type { Student } from './player-actions.js';

export interface AdventureDeps {
  store: PlayerStore;
  progress: ProgressStore;
  game: GameClient;
}

export function adventure({ store, progress, game }: AdventureDeps) {
  /** The student's level as the game last published it (docs/adr/0060, the Redis projection); 1 before any. */
  const levelOf = async (s: Student) => (await progress.get(s.id))?.level ?? 1;
  const bossOf = (bossId: string) => {
    const boss = bossById(bossId);
    if (!boss) throw notFound('Boss not found');
    return boss;
  };

  return {
    async bosses(s: Student): Promise<Boss[]> {
      const [p, level] = await Promise.all([readPlayer(store.players, s.id), levelOf(s)]);
      return bossList(p ?? {}, level);
    },

    /** A BOSS_BATTLE session of the game: it checks the plan (402), the level and one active battle (409). */
    async startBattle(s: Student, bossId: string, authorization: string): Promise<{ id: string; battle: BossBattle }> {
      bossOf(bossId);
      const started = await game.call('POST', '/session/start', authorization, StartSessionResponseSchema.shape.data, { mode: 'BOSS_BATTLE', bossId, deviceType: 'web' });
      const battle = await game.call('GET', `/boss/${encodeURIComponent(bossId)}/battle`, authorization, BattleResponseSchema.shape.data);
      return { id: started.session.id, battle };
    },

    async activeBattle(authorization: string): Promise<BossBattle | null> {
      return game.call('GET', '/boss/active', authorization, ActiveBattleResponseSchema.shape.data);
    },

    /** The battle as the game holds it: damage comes only from graded answers, never from this call's figure. */
    async battleAgainst(bossId: string, authorization: string): Promise<BossBattle> {
      bossOf(bossId);
      return game.call('GET', `/boss/${encodeURIComponent(bossId)}/battle`, authorization, BattleResponseSchema.shape.data);
    },

    async abandon(bossId: string, authorization: string): Promise<BossBattle> {
      bossOf(bossId);
      return game.call('POST', `/boss/${encodeURIComponent(bossId)}/abandon`, authorization, BattleResponseSchema.shape.data);
    },

    async history(s: Student): Promise<BattleHistoryEntry[]> {
      const p = await readPlayer(store.players, s.id);
      return battleHistory(p ?? {});
    },

    async worlds(s: Student): Promise<StoryWorld[]> {
      const [p, level] = await Promise.all([readPlayer(store.players, s.id), levelOf(s)]);
      return worldList(p ?? {}, level);
    },

    async chapters(s: Student, worldId: string): Promise<Chapter[]> {
      const [p, level] = await Promise.all([readPlayer(store.players, s.id), levelOf(s)]);
      const list = chapterList(p ?? {}, worldId, level);
      if (!list) throw notFound('World not found');
      return list;
    },

    /** A chapter's game session, when the chapter is unlocked (its world's level, the chapter before it completed). */
    async startChapter(s: Student, chapterId: string, authorization: string) {
      const chapter = chapterById(chapterId);
      if (!chapter) throw notFound('Chapter not found');
      const [p, level] = await Promise.all([readPlayer(store.players, s.id), levelOf(s)]);
      const world = worldById(chapter.worldId)!;
      if (level < world.requiredLevel) throw new AppError(409, ErrorCode.LEVEL_LOCKED, `Reach level ${world.requiredLevel} to enter ${world.name}`);
      if (!isChapterUnlocked(p ?? {}, chapterId, level)) throw new AppError(409, ErrorCode.CHAPTER_LOCKED, 'Complete the chapter before this one to unlock it');
      const started = await game.call('POST', '/session/start', authorization, StartSessionResponseSchema.shape.data, { mode: 'SOLO_PRACTICE', chapterId, deviceType: 'web' });
      return { id: started.session.id, sessionId: started.session.id, chapterId, problemCount: chapter.problemCount };
    },
  };
}

export type Adventure = ReturnType<typeof adventure>;
