import { ASSIGNMENT_FINISHED_MESSAGE, levelUpToastKey, planLimitMessage, type ComboState, type GameMode, type GameSession, type ServedProblem, type SubmitAnswerResult } from '@mathquest/contracts';
import { create } from 'zustand';
import { intlNow } from '../../../i18n/intl-now';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { isApiError } from '../../../lib/api-client';
import { useNotifications } from '../../../stores/notifications';
import { hasDailyLimit, problemsLeft, useAllowance } from '../../../stores/allowance';
import { useSession } from '../../../stores/session';
import { gameApi } from '../api/game-api';
import { secondsSince } from '../utils/answer';
import { comboToasts } from '../utils/combo';
import { newIdempotencyKey } from '../utils/idempotency-key';

/** The store's own messages, in the language on show when they are made (practice catalogue). */
const word = (id: string, values?: Record<string, string | number>) => intlNow('practice').formatMessage({ id }, values);
export const noSessionMessage = () => word('practice.error.noSession');
export const noProblemMessage = () => word('practice.error.noProblem');
export const answeredElsewhereMessage = () => word('practice.answeredElsewhere.text');
export const friendlyError = () => word('practice.error.friendly');
/** The end of a class assignment whose every problem is answered. */
export const assignmentFinishedMessage = () => word('practice.assignment.finished');

/**
 * A class assignment that is over (SESSION_ENDED): finished, in the app's words; over for another
 * reason (its time is up), the server's own sentence for an English reader and the app's general
 * 'this assignment is over' for any other.
 */
function assignmentOverMessage(sent: string): string {
  if (sent === ASSIGNMENT_FINISHED_MESSAGE) return assignmentFinishedMessage();
  return intlNow('practice').locale === 'en' && sent ? sent : word('practice.assignment.over');
}

/** The last submit whose outcome is not known yet, and the Idempotency-Key it was sent with. */
export interface SubmitAttempt {
  problemId: string;
  /** Trimmed, as sent. */
  answer: string;
  key: string;
}

const EMPTY_COMBO: ComboState = { currentCombo: 0, maxCombo: 0, multiplier: 1, label: null, comboBreak: false, milestone: null };

interface PracticeState {
  session: GameSession | null;
  /** Day streak: from session start, then from each graded result (an answer can start or extend it). */
  dayStreak: number;
  currentProblem: ServedProblem | null;
  hintsUsed: number;
  hints: string[];
  /** ms timestamp when the current problem was shown. */
  startTime: number | null;
  /** XP earned in this session, as credited by the server. */
  score: number;
  /** Correct answers in a row in this session (client view; the server's combo is authoritative). */
  streak: number;
  combo: ComboState;
  /** A graded result being shown (null while answering). */
  result: SubmitAnswerResult | null;
  /** The checker's 'not graded' message (e.g. 'Simplify your answer'); the child edits and resubmits. */
  nudge: string | null;
  loading: boolean;
  checking: boolean;
  error: string | null;
  /** Server message when a free student has used today's problems (402). */
  planLimit: string | null;
  /**
   * Set while a submit runs and kept after a failure whose outcome is unknown (time-out, network
   * error, 5xx): the server may have credited that answer, so sending the same answer again reuses
   * the key and gets the credited result back instead of a 409.
   */
  submitAttempt: SubmitAttempt | null;
  /** `options.assignmentId`: the class assignment an ASSIGNMENT session plays. */
  startSession: (mode?: GameMode, options?: { assignmentId?: string }) => Promise<void>;
  nextProblem: () => Promise<void>;
  submitAnswer: (answer: string) => Promise<SubmitAnswerResult | null>;
  getHint: () => Promise<void>;
  endSession: () => Promise<void>;
  reset: () => void;
}

const initial = {
  session: null,
  dayStreak: 0,
  currentProblem: null,
  hintsUsed: 0,
  hints: [] as string[],
  startTime: null,
  score: 0,
  streak: 0,
  combo: EMPTY_COMBO,
  result: null,
  nudge: null,
  loading: false,
  checking: false,
  error: null,
  planLimit: null,
  submitAttempt: null,
};

/**
 * Failures are logged (docs/product/web.md, browser-side rules) and also turned into a short message the child can act on.
 * `assignment`: the game is a class assignment, whose end the server announces with SESSION_ENDED.
 */
function failure(err: unknown, what: string, assignment = false): Partial<PracticeState> {
  // The server's expected answers (the free plan's day is over, an account that does not play, an
  // assignment that is over) are outcomes the screen explains, not faults: no console error.
  const expected = (reason: string) => console.info(`Could not ${what}: ${reason}`);
  if (isApiError(err) && err.code === 'PLAN_LIMIT_REACHED') {
    expected('the plan limit is reached');
    // Shown while the day's allowance is not known (else the screen words it with the limit).
    return { planLimit: wordError(intlNow('practice'), errorFactsOf(err), 'practice.error.friendly'), error: null };
  }
  // 'Practice is for student accounts': trying again cannot help, so say why (worded by its code).
  if (isApiError(err) && err.code === 'FORBIDDEN' && err.fromServer) {
    expected('this account does not play');
    return { error: wordError(intlNow('practice'), errorFactsOf(err), 'practice.error.friendly') };
  }
  // A class assignment that is over ('You have finished this assignment', 'Time is up for this assignment').
  if (assignment && isApiError(err) && err.code === 'SESSION_ENDED' && err.fromServer) {
    expected('the assignment is over');
    return { error: assignmentOverMessage(err.message) };
  }
  console.error(`Failed to ${what}`, err);
  return { error: friendlyError() };
}

/**
 * The server's answer to a submit for a problem that another session of this student holds now
 * (the same 404 as for a foreign session: the problem is no longer this session's).
 */
function takenByAnotherSession(err: unknown): boolean {
  return isApiError(err) && err.fromServer && err.status === 404 && err.code === 'SESSION_NOT_FOUND';
}

/**
 * Whether the server may have acted on a failed request. A 4xx is a definite refusal (nothing was
 * recorded under the key); no response, an unreadable one or a 5xx may hide a credited answer.
 */
function outcomeUnknown(err: unknown): boolean {
  return !isApiError(err) || err.status < 400 || err.status >= 500;
}

/** The key for this submit: the previous one when it is a retry of the same answer to the same problem. */
function keyFor(previous: SubmitAttempt | null, problemId: string, answer: string): string {
  return previous && previous.problemId === problemId && previous.answer === answer ? previous.key : newIdempotencyKey();
}

/**
 * Bumped by every start and reset, so a start that resolves after the screen was left (or
 * restarted, as StrictMode does in development) is dropped and its session ended.
 */
let generation = 0;

export const usePracticeStore = create<PracticeState>()((set, get) => {
  /**
   * Put a served problem on screen (with `also`, the rest of the state change). A problem that
   * comes back (reload, another window) keeps the hints already revealed: their texts are fetched
   * again (asking again for an index already revealed does not use up another hint).
   */
  async function show(problem: ServedProblem, mine: number, also: Partial<PracticeState>): Promise<void> {
    const seen = problem.hintsUsed ?? 0;
    set({ ...also, currentProblem: problem, hintsUsed: seen, hints: [], startTime: Date.now() });
    if (seen === 0) return;
    try {
      const texts = await Promise.all(Array.from({ length: seen }, (_, i) => gameApi.getHint(problem.id, i).then((r) => r.hint)));
      if (mine === generation && get().currentProblem?.id === problem.id) set({ hints: texts });
    } catch (err) {
      console.error('Failed to restore hints', err);
    }
  }

  return {
    ...initial,

    async startSession(mode = 'SOLO_PRACTICE', options = {}) {
      const mine = ++generation;
      set({ ...initial, loading: true });
      // A student who has used today's problems is told so at once: no session is started for nothing.
      if (mode === 'SOLO_PRACTICE' && hasDailyLimit()) {
        const allowance = await useAllowance.getState().refresh();
        if (mine !== generation) return;
        if (allowance && problemsLeft(allowance) === 0) {
          set({ planLimit: planLimitMessage(allowance.limit), loading: false });
          return;
        }
      }
      try {
        const { session, currentStreak } = await gameApi.startSession(mode, options.assignmentId);
        if (mine !== generation) {
          void gameApi.endSession(session.id).catch(() => undefined);
          return;
        }
        set({ session, dayStreak: currentStreak });
      } catch (err) {
        if (mine === generation) set({ ...failure(err, 'start game', mode === 'ASSIGNMENT'), loading: false });
        return;
      }
      await get().nextProblem();
    },

    async nextProblem() {
      const session = get().session;
      const mine = generation;
      // The day's last free problem is answered: the plan limit shows at once, with no request the
      // server would refuse (402, which the browser would log as a failed load).
      const allowance = useAllowance.getState();
      if (session?.mode === 'SOLO_PRACTICE' && hasDailyLimit() && allowance.allowance && allowance.userId === useSession.getState().user?.id && problemsLeft(allowance.allowance) === 0) {
        set({ planLimit: planLimitMessage(allowance.allowance.limit), error: null, result: null, nudge: null, currentProblem: null, loading: false });
        return;
      }
      // The assignment's last problem is answered (its result says so, and its session has ended):
      // the end shows at once, with no request the server would refuse (409).
      if (get().result?.assignment?.finished) {
        set({ error: assignmentFinishedMessage(), result: null, nudge: null, currentProblem: null, loading: false });
        return;
      }
      set({ loading: true, error: null, result: null, nudge: null });
      try {
        const problem = await gameApi.nextProblem(session?.id);
        if (mine !== generation) return;
        await show(problem, mine, { loading: false });
        // A served problem counts against the day's limit: the counter on screen follows.
        if (session?.mode === 'SOLO_PRACTICE' && hasDailyLimit()) void useAllowance.getState().refresh();
      } catch (err) {
        if (mine !== generation) return;
        set({ ...failure(err, 'load the next problem', session?.mode === 'ASSIGNMENT'), currentProblem: null, loading: false });
        if (get().planLimit) void useAllowance.getState().refresh();
      }
    },

    async submitAnswer(answer) {
      const { session, currentProblem, startTime, hintsUsed, combo: before, submitAttempt: previous } = get();
      if (!session || !currentProblem) {
        set({ error: noSessionMessage() });
        return null;
      }
      const trimmed = answer.trim();
      if (!trimmed) return null;
      const attempt: SubmitAttempt = { problemId: currentProblem.id, answer: trimmed, key: keyFor(previous, currentProblem.id, trimmed) };
      set({ checking: true, error: null, nudge: null, submitAttempt: attempt });
      const send = () =>
        gameApi.submitAnswer(
          {
            sessionId: session.id,
            problemId: currentProblem.id,
            answer: trimmed,
            timeSpent: secondsSince(startTime ?? Date.now()),
            hintsUsed,
          },
          attempt.key,
        );
      /** Another window answered this problem first: say so, and carry on with a problem served here. */
      const moveOn = async (): Promise<null> => {
        const mine = generation;
        const again = await gameApi.nextProblem(session.id);
        if (mine !== generation) return null; // the screen was left meanwhile
        useNotifications.getState().notify({ type: 'info', title: word('practice.answeredElsewhere.title'), message: answeredElsewhereMessage() });
        await show(again, mine, { checking: false, submitAttempt: null });
        return null;
      };
      try {
        let result: SubmitAnswerResult;
        try {
          result = await send();
          // The server took the problem back into this session if it was still open; answered in
          // the other window, it says so (docs/adr/0047).
          if (result.answeredElsewhere) return await moveOn();
        } catch (err) {
          if (!takenByAnotherSession(err)) throw err;
          // Another window of this student asked for a problem, and the one unanswered problem went
          // to its session (docs/adr/0047). Asking in this session takes it back; then answer it.
          const mine = generation;
          const again = await gameApi.nextProblem(session.id);
          if (mine !== generation) return null; // the screen was left meanwhile
          if (again.id !== currentProblem.id) {
            // It was answered over there meanwhile: carry on with the problem served here.
            useNotifications.getState().notify({ type: 'info', title: word('practice.answeredElsewhere.title'), message: answeredElsewhereMessage() });
            await show(again, mine, { checking: false, submitAttempt: null });
            return null;
          }
          result = await send();
        }
        // The outcome is known now; a nudge records nothing, so its resubmission needs no old key.
        if (!result.graded) {
          set({ checking: false, submitAttempt: null, nudge: result.message ?? word('practice.nudge.checkForm') });
          return result;
        }
        set((s) => ({
          checking: false,
          submitAttempt: null,
          result,
          score: s.score + result.xpEarned,
          streak: result.isCorrect ? s.streak + 1 : 0,
          combo: result.combo,
          // The first answer of the day starts or extends the day streak; the server's count is authoritative.
          dayStreak: result.progress.currentStreak,
        }));
        // The student's level and XP everywhere (home, profile) are this answer's from now on.
        useSession.getState().applyProgress(result.progress);
        const notify = useNotifications.getState().notify;
        for (const t of comboToasts(before.currentCombo, result.combo, result.isCorrect, result.xpBreakdown.milestoneBonus)) notify(t);
        if (result.didLevelUp) {
          // The socket's notification of this level-up has the same key: one toast whichever comes first.
          notify({ type: 'level_up', title: word('practice.levelUp.title'), message: word('practice.levelUp.text', { level: result.newLevel }), icon: '⭐', duration: 4000, key: levelUpToastKey(result.newLevel) });
        }
        return result;
      } catch (err) {
        set({ ...failure(err, 'submit answer'), checking: false, submitAttempt: outcomeUnknown(err) ? attempt : null });
        return null;
      }
    },

    async getHint() {
      const { currentProblem, hintsUsed } = get();
      if (!currentProblem) {
        set({ error: noProblemMessage() });
        return;
      }
      try {
        const res = await gameApi.getHint(currentProblem.id, hintsUsed);
        set((s) => ({ hints: [...s.hints, res.hint], hintsUsed: Math.max(s.hintsUsed + 1, res.hintsUsed) }));
      } catch (err) {
        set(failure(err, 'get hint'));
      }
    },

    async endSession() {
      const session = get().session;
      generation += 1;
      set({ session: null, currentProblem: null });
      if (!session) return;
      try {
        await gameApi.endSession(session.id);
      } catch (err) {
        console.error('Failed to end session', err);
      }
    },

    reset: () => {
      generation += 1;
      set({ ...initial });
    },
  };
});
