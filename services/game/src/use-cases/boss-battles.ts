/**
 * The student's boss battle as the game holds it (docs/adr/0096): read it, abandon it. Starting
 * one is a BOSS_BATTLE session (start-session.ts) and damage comes only from graded answers
 * (submit-answer.ts). Engagement answers the product's /api/engagement/bosses calls by calling
 * these over the internal network with the student's own token.
 */
import { bossById, ErrorCode, type BossBattle } from '@mathquest/contracts';
import { conflict, notFound, type AuthUser } from '@mathquest/service-kit';
import { abandonBattle, isBattleActive, type StoredBattle } from '../domain/adventure.js';
import { bossBattleEnded } from '../events/game-events.js';
import type { GameDeps } from './deps.js';

export function battleView(b: StoredBattle): BossBattle {
  const boss = bossById(b.bossId)!;
  return {
    id: b.sessionId,
    sessionId: b.sessionId,
    bossId: b.bossId,
    currentHealth: b.currentHealth,
    maxHealth: b.maxHealth,
    status: b.status,
    startedAt: b.startedAt,
    endedAt: b.endedAt,
    boss: {
      id: boss.id,
      name: boss.name,
      description: boss.description,
      imageUrl: boss.imageUrl,
      difficulty: boss.difficulty,
      health: boss.maxHealth,
      maxHealth: boss.maxHealth,
      topics: [...boss.topics],
      coinReward: boss.rewardCoins,
      xpReward: boss.rewardXp,
      gemReward: boss.rewardGems,
      specialRewards: { pets: [...boss.specialPets], avatarItems: [...boss.specialAvatarItems] },
    },
  };
}

const ATTEMPTS = 10;

/**
 * The student's active battle that `which` selects becomes ABANDONED, its game.boss.battle.ended in
 * the student document's outbox by the same version-checked write; null when there is none.
 */
export async function abandonActive({ students, outbox, now }: GameDeps, user: AuthUser, which: (b: StoredBattle) => boolean): Promise<StoredBattle | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await students.reload(user.id);
    if (!stored || !isBattleActive(stored.battle) || !which(stored.battle)) return null;
    const at = now();
    const battle = abandonBattle(stored.battle, at);
    const event = bossBattleEnded(user.id, battle, 'ABANDONED', at);
    const { _id, activeSessionId: _a, xpGrants: _x, ...rest } = stored;
    if (!(await students.write(stored, { ...rest, _id, version: stored.version + 1, battle, outbox: [...outbox.unpublished(stored.outbox), event], updatedAt: at }))) continue;
    await outbox.publish([event], { kind: 'student', id: user.id });
    return battle;
  }
  throw conflict('Too many simultaneous requests, please try again', ErrorCode.CONFLICT);
}

export function createBossBattles(deps: GameDeps, endSession: (user: AuthUser, sessionId: string) => Promise<unknown>) {
  const { students } = deps;
  return {
    /** The active battle, or null. */
    async active(user: AuthUser): Promise<BossBattle | null> {
      const student = await students.reload(user.id);
      return isBattleActive(student?.battle) ? battleView(student.battle) : null;
    },

    /** The active battle against `bossId` (404 when there is none). */
    async activeAgainst(user: AuthUser, bossId: string): Promise<BossBattle> {
      const student = await students.reload(user.id);
      if (!isBattleActive(student?.battle) || student.battle.bossId !== bossId) throw notFound('No active battle against this boss', ErrorCode.NO_ACTIVE_BATTLE);
      return battleView(student.battle);
    },

    /** Retreat: the active battle against `bossId` is ABANDONED and its session ended. */
    async abandon(user: AuthUser, bossId: string): Promise<BossBattle> {
      const battle = await abandonActive(deps, user, (b) => b.bossId === bossId);
      if (!battle) throw notFound('No active battle against this boss', ErrorCode.NO_ACTIVE_BATTLE);
      await endSession(user, battle.sessionId).catch(() => undefined); // the battle is over either way; a session already ended is fine
      return battleView(battle);
    },
  };
}
