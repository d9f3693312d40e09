/**
 * A term of data for the long soak (docs/benchmarks.md "The long soak"): `students` students who
 * each practised `days` school days of `perDay` answers, as the stack would hold them after a term.
 *
 * Two parts, so the documents are the product's own:
 *   1. through the product (the gateway): each student starts a session and answers
 *      `PRODUCT_ANSWERS` problems, so every service writes its documents for them as it does for
 *      any student (the game's student, session and served problems; engagement's player from
 *      the answers' events);
 *   2. the fast path, straight into the game's storage, of what the rest of the term adds: copies
 *      of the student's real session (ended) and answered problem under new ids, `days` sessions of
 *      `perDay` problems dated back over the term, and the student document's bounded parts at the
 *      size a term leaves them: the skills a term of grade practice touches, each answered 60 times
 *      (the model keeps the last ten, `adaptive.HISTORY_LENGTH`), the practice log's 30 days and 10
 *      sessions. Its version is raised, so a cached copy in the game fails its version check and
 *      is read again (as after another replica's write, docs/adr/0043).
 *
 * The returned ids are the students; the soak brings them back to play (`PlayerClient.join(id)`).
 */
import { adaptive, listSkills } from '@mathquest/maths';
import { BSON, type Db } from 'mongodb';
import type { PracticeDay, PracticeLog } from '../../../services/game/src/domain/practice-log.js';
import { encodeSkills } from '../../../services/game/src/repositories/skill-codec.js';
import { newStudentId, type Player, type PlayerClient } from './players.js';

/** Answers each student gives through the product before the fast path copies them. */
export const PRODUCT_ANSWERS = 3;
/** Answers per skill a term leaves (the model keeps the last HISTORY_LENGTH). */
const ANSWERS_PER_SKILL = 60;
const DAY_MS = 86_400_000;

export interface PrefillOptions {
  students: number;
  /** School days of the term (default 60: twelve weeks of five days). */
  days: number;
  /** Answers per school day (one session a day). */
  perDay: number;
  /** Students prefilled at once through the product. */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface PrefillResult {
  ids: string[];
  /** Students left out: the product kept refusing or timing out their requests. */
  skipped: number;
  sessions: number;
  problems: number;
  /** Mean stored size (BSON bytes) of the students' documents after the prefill. */
  studentDocBytes: number;
  seconds: number;
}

/** A skill's state after a term: `n` answers, the last ten kept (as scripts/bench/mastery-report.ts). */
function termSkill(skillId: string, strength: number, now: number): adaptive.SkillState {
  const label: adaptive.SkillState['label'] = strength > 0.8 ? 'mastered' : strength > 0.6 ? 'proficient' : strength > 0.3 ? 'practising' : 'learning';
  const history = Array.from({ length: adaptive.HISTORY_LENGTH }, (_, i) => ({
    difficulty: (1 + (i % 5)) as 1 | 2 | 3 | 4 | 5,
    correct: (i * 7 + Math.round(strength * 10)) % 10 < strength * 10,
    hintsUsed: i % 3 === 0 ? 1 : 0,
    activeSeconds: 20 + i,
    at: now - (adaptive.HISTORY_LENGTH - i) * DAY_MS,
  }));
  return { ...adaptive.newSkillState(skillId, strength * 3 - 1), n: ANSWERS_PER_SKILL, label, history, lastDifficulty: 3 };
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The practice log a term leaves: its bounds full (30 days, 10 sessions). */
function termPractice(topics: readonly string[], sessionIds: readonly string[], perDay: number, now: number): PracticeLog {
  const days: PracticeDay[] = Array.from({ length: 30 }, (_, i) => ({
    day: isoDay(now - (30 - i) * DAY_MS),
    topics: topics.slice(i % topics.length, (i % topics.length) + 3).map((topic) => ({ topic, attempted: Math.ceil(perDay / 3), correct: Math.ceil(perDay / 4), seconds: perDay * 12 })),
  }));
  const sessions = sessionIds.slice(-10).map((id) => ({ id, answered: perDay, correct: Math.ceil((perDay * 3) / 4), xp: perDay * 12 }));
  return { days, sessions };
}

/** A request of the prefill tried up to three times: on a busy machine the gateway may time out (504), and each of these requests may be repeated. */
async function retried<T>(f: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await f();
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 2000 * attempt));
    }
  }
}

async function viaProduct(client: PlayerClient, id: string): Promise<{ player: Player; answered: string }> {
  const player = await retried(() => client.join(id));
  let answered = '';
  for (let i = 0; i < PRODUCT_ANSWERS; i++) {
    answered = player.problem.id;
    // The same problem id is the submit's Idempotency-Key: a repeated submit gets its first result.
    await retried(() => client.submit(player));
    await retried(() => client.next(player));
  }
  return { player, answered };
}

/** `task(0 .. count-1)`, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Inserts in batches of 500 (one command each). */
async function insertBatched(db: Db, collection: string, docs: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < docs.length; i += 500) await db.collection(collection).insertMany(docs.slice(i, i + 500), { ordered: false });
}

export async function prefillTerm(client: PlayerClient, game: Db, opts: PrefillOptions): Promise<PrefillResult> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const now = Date.now();
  const gradeSkills = listSkills().filter((s) => s.grade === 6);
  const topics = [...new Set(gradeSkills.map((s) => s.topic))];
  const ids = Array.from({ length: opts.students }, newStudentId);
  const students = game.collection<{ _id: string; version: number }>('students');
  const sessions = game.collection<Record<string, unknown> & { _id: string }>('sessions');
  const served = game.collection<Record<string, unknown> & { _id: string }>('served_problems');
  let done = 0;
  let sessionCount = 0;
  let problemCount = 0;
  let skipped = 0;
  const played: Array<{ id: string; k: number; sessionId: string; answered: string }> = [];

  // 1. Through the product, every student first: the fast path's bulk writes would hold the
  // storage server while the product's requests wait behind them.
  await inParallel(ids.length, opts.concurrency ?? 8, async (k) => {
    try {
      const { player, answered } = await viaProduct(client, ids[k]!);
      played.push({ id: ids[k]!, k, sessionId: player.sessionId, answered });
    } catch (err) {
      skipped++;
      log(`prefill: student ${ids[k]} left out (${(err as Error).message.slice(0, 120)})`);
    }
    if (++done % 100 === 0) log(`prefill: ${done} of ${opts.students} students played through the product, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });

  // 2. The rest of their term, straight into the game's storage, two students at a time.
  done = 0;
  await inParallel(played.length, 2, async (i) => {
    const { id, k, sessionId, answered } = played[i]!;
    const [session, problem] = await Promise.all([sessions.findOne({ _id: sessionId }), served.findOne({ _id: answered })]);
    if (!session || !problem) throw new Error(`prefill: student ${id}'s session or answered problem not found in the game's storage`);
    const termSessions: Array<Record<string, unknown>> = [];
    const termProblems: Array<Record<string, unknown>> = [];
    for (let d = 0; d < opts.days; d++) {
      // School days back from yesterday, five a week.
      const day = now - (Math.floor(d / 5) * 7 + (d % 5) + 1) * DAY_MS;
      const termSessionId = newStudentId();
      termSessions.push({ ...session, _id: termSessionId, status: 'ENDED', startedAt: new Date(day), endedAt: new Date(day + opts.perDay * 30_000), outbox: [] });
      for (let p = 0; p < opts.perDay; p++) {
        const problemId = crypto.randomUUID();
        const at = day + p * 30_000;
        termProblems.push({ ...problem, _id: problemId, openSlot: problemId, sessionId: termSessionId, idempotencyKey: problemId, servedAt: new Date(at), answeredAt: new Date(at + 20_000) });
      }
    }
    await insertBatched(game, 'sessions', termSessions);
    await insertBatched(game, 'served_problems', termProblems);
    const skills = gradeSkills.map((s, j) => termSkill(s.skillId, ((k * 13 + j * 7) % 100) / 100, now));
    const practice = termPractice(topics, termSessions.map((s) => s._id as string), opts.perDay, now);
    await students.updateOne({ _id: id }, { $set: { skills: encodeSkills(skills), practice }, $inc: { version: 1 } });
    sessionCount += termSessions.length;
    problemCount += termProblems.length;
    if (++done % 50 === 0) log(`prefill: ${done} of ${played.length} students given their term (${sessionCount} sessions, ${problemCount} answered problems), ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
  const filled = played.map((p) => p.id);
  const sample = await students.find({ _id: { $in: filled.slice(0, 20) } }).toArray();
  const studentDocBytes = sample.length ? sample.reduce((a, d) => a + BSON.calculateObjectSize(d), 0) / sample.length : NaN;
  return { ids: filled, skipped, sessions: sessionCount, problems: problemCount, studentDocBytes, seconds: (performance.now() - started) / 1000 };
}
