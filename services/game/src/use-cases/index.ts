/** The game's use cases, one file each, built over the same dependencies. */
import type { GameDeps } from './deps.js';
import { createBossBattles } from './boss-battles.js';
import { createEndSession } from './end-session.js';
import { createFinishSpeedRun } from './finish-speed-run.js';
import { createGetChildReport } from './get-child-report.js';
import { createGetClassroomMastery, createGetStandardAnswers } from './get-classroom-mastery.js';
import { createGetChildrenProgress } from './get-children-progress.js';
import { createGetProgress } from './get-progress.js';
import { createGetSession } from './get-session.js';
import { createListProblemBank } from './list-problem-bank.js';
import { createRevealHint } from './reveal-hint.js';
import { createServeNextProblem } from './serve-next-problem.js';
import { createStartSession } from './start-session.js';
import { createSubmitAnswer } from './submit-answer.js';
import { createTutor } from './tutor.js';

export function createUseCases(deps: GameDeps) {
  const endSession = createEndSession(deps);
  return {
    startSession: createStartSession(deps),
    getSession: createGetSession(deps),
    endSession,
    bossBattles: createBossBattles(deps, endSession),
    finishSpeedRun: createFinishSpeedRun(deps, endSession),
    serveNextProblem: createServeNextProblem(deps),
    revealHint: createRevealHint(deps),
    submitAnswer: createSubmitAnswer(deps),
    getProgress: createGetProgress(deps),
    getChildrenProgress: createGetChildrenProgress(deps),
    getChildReport: createGetChildReport(deps),
    listProblemBank: createListProblemBank(deps),
    getClassroomMastery: createGetClassroomMastery(deps),
    getStandardAnswers: createGetStandardAnswers(deps),
    tutor: createTutor(deps),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;
