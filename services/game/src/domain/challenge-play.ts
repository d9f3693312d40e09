/**
 * A PvP challenge as the game plays it (docs/adr/0126): both players of a challenge get the same
 * problems, in the same order, generated from the challenge's secret seed (engagement draws it; the
 * game has it from its projection of engagement's challenges, docs/adr/0160; it is never shown to a
 * student or taken from one), and each answer of the CHALLENGE
 * session is scored by the shared rule (`challengeAnswerPoints`). The student's play sits in the
 * student document, which the answer already writes once (docs/adr/0029): no storage operation
 * is added to the answer path. Pure.
 */
import { createHash } from 'node:crypto';
import { CHALLENGE_DIFFICULTY, challengeAnswerPoints } from '@mathquest/contracts';

export interface StoredChallengePlay {
  /** The CHALLENGE session playing it. */
  sessionId: string;
  challengeId: string;
  seed: string;
  topic: string;
  problemCount: number;
  /** Seconds per problem. */
  timeLimit: number;
  answered: number;
  correct: number;
  score: number;
  /** Total credited seconds. */
  time: number;
  status: 'ACTIVE' | 'FINISHED';
}

export function newChallengePlay(c: { challengeId: string; seed: string; topic: string; problemCount: number; timeLimit: number }, sessionId: string): StoredChallengePlay {
  return { sessionId, challengeId: c.challengeId, seed: c.seed, topic: c.topic, problemCount: c.problemCount, timeLimit: c.timeLimit, answered: 0, correct: 0, score: 0, time: 0, status: 'ACTIVE' };
}

/** A challenge of the projection may be started or resumed: ACTIVE and before its deadline (docs/adr/0160). */
export function challengePlayable(c: { status: string; expiresAt: Date }, at: Date): boolean {
  return c.status === 'ACTIVE' && at < c.expiresAt;
}

/** What engagement compares to the challenge's seed: proves the side was played on the challenge's problems. */
export function seedDigest(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/**
 * The `index`-th problem of a challenge (0-based): the skill drawn among the topic's skills (sorted,
 * so every instance draws alike) by a hash of the seed and the index, at the challenge difficulty,
 * generated from `<seed>:<index>`. The same for both players.
 */
export function challengeProblemChoice(seed: string, index: number, topicSkillIds: readonly string[]): { skillId: string; difficulty: number; seed: string } | null {
  if (topicSkillIds.length === 0) return null;
  const sorted = [...topicSkillIds].sort();
  const h = createHash('sha256').update(`${seed}:${index}:skill`).digest();
  const pick = h.readUInt32BE(0) % sorted.length;
  return { skillId: sorted[pick]!, difficulty: CHALLENGE_DIFFICULTY, seed: `${seed}:${index}` };
}

/** A graded answer of the play's session: counted and scored; the problemCount-th finishes it. Null when not this play's. */
export function advanceChallengePlay(play: StoredChallengePlay | undefined | null, answer: { sessionId: string; isCorrect: boolean; timeSpent: number }): { play: StoredChallengePlay; finished: boolean; points: number } | null {
  if (!play || play.status !== 'ACTIVE' || play.sessionId !== answer.sessionId) return null;
  const points = challengeAnswerPoints(answer.isCorrect, answer.timeSpent, play.timeLimit);
  const answered = play.answered + 1;
  const finished = answered >= play.problemCount;
  return {
    play: { ...play, answered, correct: play.correct + (answer.isCorrect ? 1 : 0), score: play.score + points, time: play.time + Math.max(0, Math.round(answer.timeSpent)), status: finished ? 'FINISHED' : 'ACTIVE' },
    finished,
    points,
  };
}

/** The play of this session has all its answers. */
export function challengePlayFinished(play: StoredChallengePlay | undefined | null, sessionId: string): boolean {
  return play?.sessionId === sessionId && play.status === 'FINISHED';
}
