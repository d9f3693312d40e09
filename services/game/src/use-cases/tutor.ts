/**
 * The step-by-step tutor (docs/product/practice.md, the tutor; docs/adr/0115 to 0117): a
 * walkthrough of an answered problem's worked solution, one blank at a time, and a similar
 * problem of the same skill and difficulty.
 *
 * Guards, in this order: PREMIUM and FAMILY only (402); the problem is the caller's (404, like a
 * missing one); it has been answered (409: before the answer the steps would give it away,
 * docs/adr/0028). The walkthrough lives in the student document's tutor record, written by its
 * own conditional update and never by an answer, so the answer path is unchanged (docs/adr/0029).
 * Costs: starting reads the problem and the record and writes the record once (a second start of
 * the same walkthrough writes nothing); a step checked wrong reads two documents and writes
 * nothing; a step right or shown writes the record once more. Every write of the record carries
 * its game.tutor.updated (the figures after it, docs/adr/0145) in the record's own outbox, published
 * right after the write: the teacher's views are built from it.
 */
import { ErrorCode, TUTOR_NOT_ANSWERED_MESSAGE, TUTOR_PREMIUM_MESSAGE, TUTOR_STEP_NOT_OPEN_MESSAGE, type ServedProblem, type TutorCheckResult, type TutorWalk } from '@mathquest/contracts';
import { tutor, type Language } from '@mathquest/maths';
import { conflict, paymentRequired, type AuthUser } from '@mathquest/service-kit';
import { localDay } from '../domain/streak.js';
import { newStudentState } from '../domain/student.js';
import { completeBlank, figuresAdded, recordWalk, startWalk, walkView, EMPTY_TUTOR_RECORD, type TutorRecord, type WalkState } from '../domain/tutor.js';
import { tutorUpdated } from '../events/game-events.js';
import type { ServedProblemDoc } from '../repositories/problems.js';
import type { GameDeps } from './deps.js';
import { ownedBy, problemNotFound, sessionNotFound } from './ownership.js';
import { openProblem } from './serve-next-problem.js';
import { problemView } from './views.js';

const CAS_RETRIES = 5;
/** What the child reads after a blank filled in wrong without a message of the checker's own, in the problem's language. */
export const TUTOR_TRY_AGAIN_MESSAGES: Readonly<Record<Language, string>> = {
  en: 'Not quite. Try this step again, or choose "Show me this step".',
  'es-US': 'Casi. Intenta este paso otra vez, o elige "Muéstrame este paso".',
};
export const SIMILAR_IN_ASSIGNMENT_MESSAGE = "An assignment's problems are set by your teacher, so there is no similar one here.";
export const SIMILAR_IN_CHALLENGE_MESSAGE = "A challenge's problems are the same for both players, so there is no similar one here.";

const notAnswered = () => conflict(TUTOR_NOT_ANSWERED_MESSAGE, ErrorCode.PROBLEM_NOT_ANSWERED);
const stepNotOpen = () => conflict(TUTOR_STEP_NOT_OPEN_MESSAGE, ErrorCode.TUTOR_STEP_NOT_OPEN);

function assertPremium(user: AuthUser): void {
  if (user.plan !== 'PREMIUM' && user.plan !== 'FAMILY') throw paymentRequired(TUTOR_PREMIUM_MESSAGE);
}

/** The likely mistake, named in the problem's language like its feedback (docs/maths/languages.md). */
function mistakeOf(served: ServedProblemDoc): TutorWalk['mistake'] {
  const m = served.result?.misconception;
  return m ? { title: tutor.nameMistake(m.id, served.problem.language ?? 'en'), feedback: m.feedback } : null;
}

export function createTutor(deps: GameDeps) {
  const { problems, students, sessions, quota, outbox, now } = deps;

  /** The caller's answered problem and the stored tutor record, read side by side. */
  async function load(user: AuthUser, problemId: string): Promise<{ served: ServedProblemDoc; record: TutorRecord | null; steps: tutor.TutorStep[] }> {
    assertPremium(user);
    const [served, record] = await Promise.all([problems.get(problemId), students.readTutor(user.id)]);
    if (!ownedBy(served, user)) throw problemNotFound();
    if (served.status !== 'ANSWERED') throw notAnswered();
    return { served, record, steps: tutor.tutorSteps(served.problem) };
  }

  /**
   * Apply `change` to the walkthrough and record it, conditional on the record read; on a lost
   * race read the record again and decide anew. `change` returns null when there is nothing to write.
   */
  async function update(
    user: AuthUser,
    served: ServedProblemDoc,
    steps: tutor.TutorStep[],
    first: TutorRecord | null,
    change: (walk: WalkState | null, at: number) => { walk: WalkState; rightAdded: number } | null,
  ): Promise<WalkState> {
    let record = first;
    for (let attempt = 0; attempt < CAS_RETRIES; attempt++) {
      if (attempt > 0) record = await students.readTutor(user.id);
      const current = record?.walk?.problemId === served._id ? record.walk : null;
      const at = now();
      const next = change(current, at.getTime());
      if (!next) return current!;
      const added = figuresAdded(steps, current, next.walk, next.rightAdded);
      const recorded = recordWalk(record ?? EMPTY_TUTOR_RECORD, next.walk, added, localDay(at, user.timeZone), served.problem.skillId);
      // The figures' event rides in the record's own write; entries this process saw published leave with it.
      const event = tutorUpdated(user.id, user.timeZone, recorded, at);
      const written = { ...recorded, outbox: [...outbox.unpublished(record?.outbox ?? []), event] };
      if (await students.writeTutor(user.id, record, written)) {
        await outbox.publish([event], { kind: 'tutor', id: user.id }); // never throws: what is not published waits for the next write or the sweeper
        return next.walk;
      }
    }
    throw conflict('Too many simultaneous requests, please try again', ErrorCode.CONFLICT);
  }

  /** The walkthrough's open blank must be `step`. */
  function openBlank(walk: WalkState | null, steps: tutor.TutorStep[], step: number): tutor.TutorFillStep {
    const blank = steps[step];
    if (!walk || walk.cursor !== step || blank?.kind !== 'fill') throw stepNotOpen();
    return blank;
  }

  return {
    /** POST /tutor/start: the walkthrough of the problem, started now or as it was left. */
    async start(user: AuthUser, problemId: string): Promise<TutorWalk> {
      const { served, record, steps } = await load(user, problemId);
      const walk = await update(user, served, steps, record, (current, at) => (current ? null : { walk: startWalk(served._id, steps, served.problem.skillId, at), rightAdded: 0 }));
      return walkView(served._id, served.problem, steps, walk, mistakeOf(served));
    },

    /** POST /tutor/step: the child's value for the open blank, judged by the answer checker. */
    async check(user: AuthUser, body: { problemId: string; step: number; answer: string }): Promise<TutorCheckResult> {
      const { served, record, steps } = await load(user, body.problemId);
      const current = record?.walk?.problemId === served._id ? record.walk : null;
      const blank = openBlank(current, steps, body.step);
      const language = served.problem.language ?? 'en';
      const verdict = tutor.checkStep(blank, body.answer, language);
      if (verdict.verdict !== 'accept') {
        const message = verdict.message ?? TUTOR_TRY_AGAIN_MESSAGES[language];
        return { correct: false, verdict: verdict.verdict, message, walk: walkView(served._id, served.problem, steps, current!, mistakeOf(served)) };
      }
      const walk = await update(user, served, steps, record, (latest, at) => {
        openBlank(latest, steps, body.step); // a twin request completed it meanwhile: 409
        return { walk: completeBlank(latest!, steps, 'right', at), rightAdded: 1 };
      });
      return { correct: true, verdict: 'accept', message: null, walk: walkView(served._id, served.problem, steps, walk, mistakeOf(served)) };
    },

    /** POST /tutor/show: the open blank's value, shown on request ("Show me this step"). */
    async show(user: AuthUser, body: { problemId: string; step: number }): Promise<TutorWalk> {
      const { served, record, steps } = await load(user, body.problemId);
      const walk = await update(user, served, steps, record, (latest, at) => {
        openBlank(latest, steps, body.step);
        return { walk: completeBlank(latest!, steps, 'shown', at), rightAdded: 0 };
      });
      return walkView(served._id, served.problem, steps, walk, mistakeOf(served));
    },

    /**
     * POST /tutor/similar: a new problem of the answered one's skill and difficulty, opened in its
     * session's slot like any served problem (docs/adr/0116): GET /problem/next then serves it.
     * When the student already has a problem open in that mode, that one comes back instead.
     */
    async similar(user: AuthUser, problemId: string): Promise<ServedProblem> {
      assertPremium(user);
      const served = await problems.get(problemId);
      if (!ownedBy(served, user)) throw problemNotFound();
      if (served.status !== 'ANSWERED') throw notAnswered();
      const [session, student] = await Promise.all([sessions.get(served.sessionId), students.get(user.id)]);
      if (!ownedBy(session, user)) throw sessionNotFound();
      if (session.status !== 'ACTIVE') throw conflict('This game session has ended', ErrorCode.SESSION_ENDED);
      if (session.mode === 'ASSIGNMENT') throw conflict(SIMILAR_IN_ASSIGNMENT_MESSAGE, ErrorCode.CONFLICT);
      // A challenge's problems are the challenge's, counted by its play (docs/adr/0160).
      if (session.mode === 'CHALLENGE') throw conflict(SIMILAR_IN_CHALLENGE_MESSAGE, ErrorCode.CONFLICT);
      const at = now();
      // Premium plans are unlimited: the unit costs nothing, but the rule stays in one place.
      const unit = await quota.take(user, localDay(at, user.timeZone));
      if (!unit) throw quota.limitReached();
      const choice = { skillId: served.problem.skillId, difficulty: served.problem.difficulty, placement: false };
      const opened = await openProblem(deps, student ?? newStudentState(user.id, user.gradeLevel), session, at, choice, user.language);
      if (!opened.isNew) {
        await unit.giveBack();
        return problemView(opened.doc);
      }
      sessions.pointAt(session._id, opened.doc._id);
      return problemView(opened.doc);
    },
  };
}
