import { EventSchemas, GameSubjects, type GameMode } from '@mathquest/contracts';
import { generateProblem, listSkills } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRESS, applyGradedAnswer } from '../domain/progress.js';
import { freshServedProblem } from '../repositories/problems.js';
import { answerEventIds, answerEvents, type GradedAnswerFacts } from './game-events.js';

const problem = generateProblem(listSkills()[0]!.skillId, 1, 's01');
const at = new Date('2026-03-02T10:00:00.000Z');

/** The facts of one graded, correct answer to a problem served in `mode` (no level reached). */
function facts(mode: GameMode, assignmentId: string | null, servedId = `served-${mode}`): GradedAnswerFacts {
  const served = freshServedProblem({ _id: servedId, userId: 'u1', sessionId: 's1', mode, openSlot: servedId, problem, placement: false, servedAt: at, assignmentId });
  const outcome = applyGradedAnswer(EMPTY_PROGRESS, { sessionId: null, current: 0, max: 0 }, { sessionId: 's1', isCorrect: true, difficulty: 1, hintsUsed: 0, timeSpent: 12, estimatedTime: 30, today: '2026-03-02' });
  return { userId: 'u1', served, outcome, isCorrect: true, timeSpent: 12, spentSeconds: 12, hintsUsed: 0, version: 3, today: '2026-03-02', timeZone: 'UTC', at };
}

describe("an answer's events", () => {
  it('of a practice answer are game.answer.submitted only: no game.assignment.answered', () => {
    for (const mode of ['SOLO_PRACTICE', 'SPEED', 'BOSS_BATTLE', 'CHALLENGE'] as const) {
      const events = answerEvents(facts(mode, null));
      expect(events.map((e) => e.subject), mode).toEqual([GameSubjects.ANSWER_SUBMITTED]);
    }
  });

  it("of an ASSIGNMENT answer add game.assignment.answered with the answer's facts (not the progress snapshot), its own id, valid under its contract", () => {
    const events = answerEvents(facts('ASSIGNMENT', 'asg-1'));
    expect(events.map((e) => e.subject)).toEqual([GameSubjects.ANSWER_SUBMITTED, GameSubjects.ASSIGNMENT_ANSWERED]);
    const [submitted, assignment] = events;
    const { progress, ...answerFacts } = submitted!.event.data as { progress?: unknown };
    expect(progress).toMatchObject({ version: 3 });
    expect(assignment!.event.data).toEqual(answerFacts);
    expect(assignment!.event.data).toMatchObject({ mode: 'ASSIGNMENT', assignmentId: 'asg-1', stableProblemId: problem.problemId, isCorrect: true, timeSpent: 12 });
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    for (const e of events) expect(EventSchemas[e.subject].safeParse(e.event).success, e.subject).toBe(true);
  });

  it('of an ASSIGNMENT problem without an assignment id carry no game.assignment.answered (its contract requires one)', () => {
    expect(answerEvents(facts('ASSIGNMENT', null)).map((e) => e.subject)).not.toContain(GameSubjects.ASSIGNMENT_ANSWERED);
  });

  it('keep their ids when the answer is recorded again, and answerEventIds names every one (a replayed answer republishes them)', () => {
    const first = answerEvents(facts('ASSIGNMENT', 'asg-1', 'served-a'));
    const again = answerEvents(facts('ASSIGNMENT', 'asg-1', 'served-a'));
    expect(again.map((e) => e.id)).toEqual(first.map((e) => e.id));
    const ids = answerEventIds('served-a');
    for (const e of first) expect(ids.has(e.id), e.subject).toBe(true);
    // Another served problem: other ids.
    expect(answerEvents(facts('ASSIGNMENT', 'asg-1', 'served-b')).some((e) => ids.has(e.id))).toBe(false);
  });

  it("of a level reached keep game.level.up among them, with the assignment's event too", () => {
    const f = facts('ASSIGNMENT', 'asg-2');
    const outcome = applyGradedAnswer({ ...EMPTY_PROGRESS, totalXp: 95 }, { sessionId: null, current: 0, max: 0 }, { sessionId: 's1', isCorrect: true, difficulty: 1, hintsUsed: 0, timeSpent: 12, estimatedTime: 30, today: '2026-03-02' });
    expect(outcome.levelAfter).toBeGreaterThan(outcome.levelBefore);
    const events = answerEvents({ ...f, outcome });
    expect(events.map((e) => e.subject)).toEqual([GameSubjects.ANSWER_SUBMITTED, GameSubjects.ASSIGNMENT_ANSWERED, GameSubjects.LEVEL_UP]);
    const ids = answerEventIds(f.served._id);
    for (const e of events) expect(ids.has(e.id), e.subject).toBe(true);
  });
});
