/**
 * What the API shows of stored documents (packages/contracts/src/http/game.ts). A served problem
 * shows what the screen needs and nothing the answer could be derived from: the generator's
 * inputs (skill id, seed, stable id), answer, hints and worked solution stay in storage
 * (docs/adr/0028-served-problems-reveal-no-answer.md).
 */
import { HINTS_PER_PROBLEM, type GameSession, type ServedProblem } from '@mathquest/contracts';
import type { ServedProblemDoc, SessionTotals } from '../repositories/problems.js';
import type { SessionDoc } from '../repositories/sessions.js';

export function problemView(doc: ServedProblemDoc): ServedProblem {
  const p = doc.problem;
  // A skill's options come in one fixed order whatever the answer (checked for every skill in
  // views.test.ts), so their order tells nothing. A problem in Spanish labels them in Spanish.
  const answer = p.answer;
  const choices = answer.format === 'choice' ? Object.keys(answer.options).map((k) => ({ value: k, label: answer.labels?.[k] ?? k })) : null;
  return {
    id: doc._id,
    sessionId: doc.sessionId,
    question: p.question.text,
    altText: p.question.altText ?? null,
    // Stored with the problem it was generated with (a few hundred bytes in the same document, no extra read).
    diagram: p.diagram ?? null,
    topic: p.topic,
    subtopic: p.subtopic,
    grade: p.grade,
    difficulty: p.difficulty,
    estimatedTime: p.estTimeSec,
    answerFormat: p.answer.format,
    choices,
    unit: p.answer.unit ?? null,
    hintsAvailable: HINTS_PER_PROBLEM,
    hintsUsed: doc.hintsRevealed,
    placement: doc.placement ?? false,
    servedAt: doc.servedAt.toISOString(),
  };
}

const NOTHING_YET: SessionTotals = { problemsAnswered: 0, correctAnswers: 0, xpEarned: 0, coinsEarned: 0, hintsUsed: 0, maxCombo: 0 };

/** A session with its totals and the student's day streak as shown today. */
export function sessionView(session: SessionDoc, totals: SessionTotals, streak: number): GameSession {
  return {
    id: session._id,
    mode: session.mode,
    assignmentId: session.assignmentId ?? null,
    status: session.status,
    deviceType: session.deviceType,
    streak,
    hintsUsed: totals.hintsUsed,
    problemsAnswered: totals.problemsAnswered,
    correctAnswers: totals.correctAnswers,
    xpEarned: totals.xpEarned,
    coinsEarned: totals.coinsEarned,
    maxCombo: totals.maxCombo,
    startedAt: session.startedAt.toISOString(),
    endedAt: session.endedAt ? session.endedAt.toISOString() : null,
  };
}

/** A session just started: nothing served in it yet, so no totals to read. */
export function newSessionView(session: SessionDoc, streak: number): GameSession {
  return sessionView(session, NOTHING_YET, streak);
}
