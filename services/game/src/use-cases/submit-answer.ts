/**
 * POST /problem/submit (docs/adr/0023-answer-integrity-outbox.md): grade the answer and credit it
 * exactly once. The student document is the one place an answer is credited: one write
 * conditional on its version holds the new progress, adaptive state, recent answers and the
 * answer's events (its outbox). A request retried with the same Idempotency-Key gets the first
 * result back; any other second answer is 409 ALREADY_ANSWERED.
 */
import { ErrorCode, SPEED_TIME_UP_MESSAGE, spentSeconds, type SubmitAnswerResult } from '@mathquest/contracts';
import { conflict, type AuthUser, type OutboxEntry } from '@mathquest/service-kit';
import { fullResult, gradedResult, slimResult } from '../domain/answer-result.js';
import { creditedHints, creditedTimeSpent } from '../domain/credited-effort.js';
import * as mathsEngine from '../domain/maths-engine.js';
import { withLoggedAnswer } from '../domain/practice-log.js';
import { applyGradedAnswer } from '../domain/progress.js';
import { localDay } from '../domain/streak.js';
import { tutorHelpOf } from '../domain/tutor.js';
import { appliedAnswer, newStudentState, withRecentAnswer, withRecentSkill, type RecentAnswer, type StudentState } from '../domain/student.js';
import { adventureEventIds, answerEventIds, answerEvents, bossBattleEnded, chapterCompleted, challengeFinished, challengeFinishedId } from '../events/game-events.js';
import { advanceChallengePlay } from '../domain/challenge-play.js';
import { advanceChapter, hitBattle } from '../domain/adventure.js';
import type { ServedProblemDoc } from '../repositories/problems.js';
import type { StudentWrite } from '../repositories/students.js';
import type { GameOutbox } from '../events/outbox.js';
import type { GameDeps } from './deps.js';
import { ownedBy, ownSession, problemNotFound, sessionNotFound } from './ownership.js';
import { claimOpenProblem } from './claim-open-problem.js';
import { recordNudge } from './record-nudge.js';
import { acceptsAnswerAt } from '../domain/speed.js';
import { assignmentPlace } from './assignment-access.js';
import { createEndSession } from './end-session.js';

const CAS_RETRIES = 20;

/** The request body, validated by SubmitAnswerRequestSchema. */
export interface SubmittedAnswer {
  sessionId: string;
  problemId: string;
  answer: string;
  timeSpent: number;
  hintsUsed: number;
}

/** What the server credits an answer with, fixed when the request arrives. */
interface Credited {
  key: string | null;
  at: Date;
  today: string;
  hintsUsed: number;
  timeSpent: number;
  /** What the answer adds to time spent (the same rule everywhere: spentSeconds). */
  spent: number;
}

const alreadyAnswered = () => conflict('This problem has already been answered', ErrorCode.ALREADY_ANSWERED);

export function createSubmitAnswer(deps: GameDeps) {
  const { problems, students, outbox, now } = deps;
  const endSession = createEndSession(deps);

  return async function submitAnswer(user: AuthUser, body: SubmittedAnswer, key: string | null): Promise<SubmitAnswerResult> {
    // The problem and the student state in parallel, both by `_id`; ownership checked on the read.
    const [served, cached] = await Promise.all([problems.get(body.problemId), students.get(user.id)]);
    if (!ownedBy(served, user)) throw problemNotFound();
    if (served.sessionId !== body.sessionId) {
      const elsewhere = await takeBack(deps, user, served, body.sessionId);
      if (elsewhere) return elsewhere;
    }
    if (served.status === 'ANSWERED') {
      if (key && served.idempotencyKey === key && served.result) return served.result;
      throw alreadyAnswered();
    }
    // A retried request whose first attempt was answered with a nudge gets that nudge again: grading
    // it anew would count a second nudge, and the second value nudge is graded as wrong.
    if (key && served.lastNudge?.key === key) return served.lastNudge.result;

    const at = now();
    // A speed run's answer after its minute and grace is refused, nothing credited (docs/adr/0135):
    // the run's end travels on the served problem, so this costs no read.
    if (served.endsAt && !acceptsAnswerAt(served.endsAt, at)) throw conflict(SPEED_TIME_UP_MESSAGE, ErrorCode.SESSION_ENDED);
    const credited: Credited = {
      key,
      at,
      today: localDay(at, user.timeZone),
      hintsUsed: creditedHints(served.hintsRevealed, body.hintsUsed),
      timeSpent: creditedTimeSpent(body.timeSpent, served.servedAt, at),
      spent: spentSeconds(body.timeSpent),
    };
    // An assignment's answer says whether it was the last: the session ends with it, and the web
    // asks for no next problem the server would refuse (docs/adr/0080).
    const place = served.mode === 'ASSIGNMENT' && served.assignmentId ? await assignmentPlace(deps, user.id, served.assignmentId) : null;
    for (let attempt = 0; attempt < CAS_RETRIES; attempt++) {
      const stored = attempt === 0 ? cached : await students.reload(user.id);
      const student = stored ?? newStudentState(user.id, user.gradeLevel);
      const applied = appliedAnswer(student, served._id);
      if (applied) {
        const replayed = await finishApplied(deps, user, served, student, applied, credited);
        if (replayed.assignment?.finished) await endSession(user, served.sessionId);
        return replayed;
      }

      const verdict = mathsEngine.grade(served.problem, body.answer, served.nudges);
      // A nudge counted by another request meanwhile (this one's twin, or another attempt): start
      // over from fresh reads, which replay the twin's nudge or grade with the new counts. The
      // policy's few nudges per problem bound the restarts.
      if (!verdict.graded) return (await recordNudge(deps, user, served, verdict, credited)) ?? submitAnswer(user, body, key);

      const { result, events, state } = creditAnswer(user, served, verdict, credited, student, outbox.unpublished, place);
      if (!(await students.write(stored, state))) continue; // someone else changed the student document: re-read and recompute

      // The answer is committed (student document + outbox); the problem's copy of the result and
      // the publication are independent of each other.
      await Promise.all([problems.markAnswered(served._id, key, result, at), outbox.publish(events, { kind: 'student', id: user.id })]);
      if (result.assignment?.finished) await endSession(user, served.sessionId);
      return result;
    }
    throw conflict('Too many simultaneous answers, please try again', ErrorCode.CONFLICT);
  };
}

/**
 * The problem is held by another session of this student: another window asked for a problem
 * meanwhile (docs/adr/0047). Still open, it is taken back into the answering session (as asking
 * for the next problem there would) and graded as usual: `served` now names that session. Answered
 * over there already, the answer returns that result marked `answeredElsewhere`, crediting
 * nothing: the window moves on. Both are outcomes of two windows, answered 200; a session that is
 * not the student's is still a 404.
 */
async function takeBack(deps: GameDeps, user: AuthUser, served: ServedProblemDoc, sessionId: string): Promise<SubmitAnswerResult | null> {
  const session = await ownSession(deps.sessions, user, sessionId);
  const answeredThere = (doc: ServedProblemDoc): SubmitAnswerResult | null =>
    doc.status === 'ANSWERED' && doc.result ? { ...fullResult(doc.result, doc.problem), answeredElsewhere: true } : null;
  const before = answeredThere(served);
  if (before) return before;
  if (session.status !== 'ACTIVE') throw conflict('This game session has ended', ErrorCode.SESSION_ENDED);
  const held = await claimOpenProblem(deps, session);
  if (held?._id === served._id) {
    served.sessionId = session._id;
    return null;
  }
  // Answered over there while this window asked: that answer's result, if it is recorded yet.
  const now = await deps.problems.get(served._id);
  const after = now ? answeredThere(now) : null;
  if (after) return after;
  throw sessionNotFound();
}

/** A graded answer applied to the student's state: its result, its events and the state to write. */
function creditAnswer(
  user: AuthUser,
  served: ServedProblemDoc,
  verdict: mathsEngine.Grade,
  credited: Credited,
  student: StudentState,
  unpublished: GameOutbox['unpublished'],
  place: SubmitAnswerResult['assignment'] | null,
): { result: SubmitAnswerResult; events: OutboxEntry[]; state: StudentWrite & { _id: string } } {
  const { problem } = served;
  const { hintsUsed, timeSpent, spent, today, at } = credited;
  const outcome = applyGradedAnswer(student.progress, student.combo, {
    sessionId: served.sessionId,
    isCorrect: verdict.isCorrect,
    difficulty: problem.difficulty,
    hintsUsed,
    timeSpent,
    spentSeconds: spent,
    estimatedTime: problem.estTimeSec,
    today,
    // A challenge's answers earn XP but no coins: its coins are the wager (docs/adr/0126).
    paysCoins: served.mode !== 'CHALLENGE',
    // An XP boost's charge, used in this same write (docs/adr/0186).
    boosts: student.boosts,
  });
  const version = student.version + 1;
  // A boss battle's damage and a chapter's count, from this graded answer, in this same write (docs/adr/0096, 0097).
  const hit = served.mode === 'BOSS_BATTLE' ? hitBattle(student.battle, { sessionId: served.sessionId, isCorrect: verdict.isCorrect, difficulty: problem.difficulty, multiplier: outcome.combo.multiplier }, at) : null;
  const step = advanceChapter(student.chapter, { sessionId: served.sessionId, isCorrect: verdict.isCorrect });
  // A challenge's count and score, in this same write (docs/adr/0126).
  const duel = served.mode === 'CHALLENGE' ? advanceChallengePlay(student.challenge, { sessionId: served.sessionId, isCorrect: verdict.isCorrect, timeSpent }) : null;
  const result: SubmitAnswerResult = {
    ...gradedResult(served._id, problem, verdict, outcome, hintsUsed, today),
    ...(hit ? { battle: { battleId: hit.battle.sessionId, bossId: hit.battle.bossId, damage: hit.damage, currentHealth: hit.battle.currentHealth, maxHealth: hit.battle.maxHealth, defeated: hit.defeated } } : {}),
    ...(duel ? { challenge: { challengeId: duel.play.challengeId, answered: duel.play.answered, problemCount: duel.play.problemCount, correct: duel.play.correct, points: duel.points, score: duel.play.score, finished: duel.finished } } : {}),
    ...(step ? { chapter: { chapterId: step.chapter.chapterId, answered: step.chapter.answered, problemCount: step.chapter.problemCount, correct: step.chapter.correct, completed: step.completed, stars: step.stars } } : {}),
    ...(place ? { assignment: place } : {}),
  };
  const events = [
    ...answerEvents({ userId: user.id, served, outcome, isCorrect: verdict.isCorrect, timeSpent, spentSeconds: spent, hintsUsed, version, today, timeZone: user.timeZone, at }),
    ...(hit?.defeated ? [bossBattleEnded(user.id, hit.battle, 'VICTORY', at)] : []),
    ...(step?.completed ? [chapterCompleted(user.id, step.chapter, step.stars, at)] : []),
    ...(duel?.finished ? [challengeFinished(user.id, duel.play, at)] : []),
  ];
  // The tutor record comes with the student state already read (no storage operation, docs/adr/0146).
  const adapted = mathsEngine.updateAfterAnswer(
    { states: student.skills, studentGrade: student.gradeLevel },
    { problem, isCorrect: verdict.isCorrect, timeSpent, hintsUsed, at, tutorHelp: tutorHelpOf(student.tutor) },
  );
  const state = {
    _id: user.id,
    version,
    gradeLevel: student.gradeLevel,
    progress: outcome.progress,
    combo: outcome.comboDoc,
    skills: adapted.states,
    recentSkills: withRecentSkill(student.recentSkills, problem.skillId),
    recentProblems: mathsEngine.rememberServed(student.recentProblems, problem),
    recent: withRecentAnswer(student.recent, { problemId: served._id, key: credited.key, result: slimResult(result) }),
    // The events of earlier answers that this process saw published leave the outbox with this write.
    outbox: [...unpublished(student.outbox), ...events],
    ...(hit ? { battle: hit.battle } : student.battle ? { battle: student.battle } : {}),
    ...(step ? { chapter: step.chapter } : student.chapter ? { chapter: student.chapter } : {}),
    ...(duel ? { challenge: duel.play } : student.challenge ? { challenge: student.challenge } : {}),
    ...(outcome.boost.used || student.boosts ? { boosts: outcome.boost.charges } : {}),
    practice: withLoggedAnswer(student.practice, { today, topic: problem.topic, sessionId: served.sessionId, isCorrect: verdict.isCorrect, seconds: spent, xp: outcome.xp.total }),
    updatedAt: at,
  };
  return { result, events, state };
}

/**
 * The student document already lists this answer (a concurrent request, or an earlier one that
 * crashed before marking the problem answered): with the same key, finish its steps and return
 * its result; never credit twice. Results are kept for the last few answers only (RECENT_RESULTS):
 * an older one is a plain 409.
 */
async function finishApplied(
  { problems, outbox }: GameDeps,
  user: AuthUser,
  served: ServedProblemDoc,
  student: StudentState,
  applied: RecentAnswer,
  credited: Credited,
): Promise<SubmitAnswerResult> {
  if (!credited.key || applied.key !== credited.key || !applied.result) throw alreadyAnswered();
  const result = fullResult(applied.result, served.problem);
  const ids = new Set([...answerEventIds(served._id), ...adventureEventIds(served.sessionId), ...(student.challenge ? [challengeFinishedId(student.challenge.challengeId, user.id)] : [])]);
  const mine = student.outbox.filter((e) => ids.has(e.id));
  await Promise.all([problems.markAnswered(served._id, applied.key, result, credited.at), mine.length ? outbox.publish(mine, { kind: 'student', id: user.id }) : undefined]);
  return result;
}
