// @vitest-environment jsdom
import { ASSIGNMENT_FINISHED_MESSAGE, planLimitMessage, type SubmitAnswerResult } from '@mathquest/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGameSession, buildServedProblem, buildSubmitResult, buildUser, jsonResponse } from '../../../testing/test-utils';
import { useAllowance } from '../../../stores/allowance';
import { useSession } from '../../../stores/session';
import { useNotifications } from '../../../stores/notifications';
import { loadMessages } from '../../../i18n/catalogues';
import { showLocale } from '../../../i18n/intl-now';
import { answeredElsewhereMessage, friendlyError, usePracticeStore } from './practice-store';

/** What the game service accepts (services/game/src/routes/problems.ts). */
const SERVER_KEY_FORMAT = /^[A-Za-z0-9._:-]{1,128}$/;

const session = buildGameSession();
const problem = (n: number) => buildServedProblem(n);
function graded(over: Partial<SubmitAnswerResult> = {}, currentStreak = 3): SubmitAnswerResult {
  const base = buildSubmitResult({ explanationSteps: null });
  return { ...base, progress: { ...base.progress, xpToNextLevel: 450, xpForCurrentLevel: 250, currentStreak, longestStreak: 5, lastActiveDay: '2025-01-02' }, ...over };
}
const nudge = (): SubmitAnswerResult =>
  graded({ graded: false, verdict: 'nudge', reason: 'not_simplified', message: 'Simplify your answer', isCorrect: false, xpEarned: 0, correctAnswer: null }, 9);

type Reply = (init: RequestInit) => Response | Promise<Response>;
const ok = (data: SubmitAnswerResult): Reply => () => jsonResponse(200, { success: true, data });
const networkError: Reply = () => Promise.reject(new TypeError('Failed to fetch'));

let submitReplies: Reply[] = [];
/** Replies to /problem/next when a test sets them; otherwise each call serves the next problem. */
let nextReplies: Reply[] = [];
let nextCalls: string[] = [];
let served = 0;
/** The Idempotency-Key and answer of every submit request, in order. */
let submits: { key: string | undefined; answer: string; problemId: string }[] = [];

const fetchMock = vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
  if (url.startsWith('/api/game/session/start')) return jsonResponse(201, { success: true, data: { session, currentStreak: 2 } });
  if (url.startsWith('/api/game/problem/next')) {
    nextCalls.push(url);
    const reply = nextReplies.shift();
    return reply ? reply(init) : jsonResponse(200, { success: true, data: problem(++served) });
  }
  if (url.startsWith('/api/game/problem/submit')) {
    const body = JSON.parse(String(init.body)) as { answer: string; problemId: string };
    submits.push({ key: (init.headers as Record<string, string>)['Idempotency-Key'], answer: body.answer, problemId: body.problemId });
    const reply = submitReplies.shift();
    if (!reply) throw new Error('unexpected submit');
    return reply(init);
  }
  return jsonResponse(200, { success: true, data: {} });
});

const store = () => usePracticeStore.getState();

/** An empty store and server stand-in, with fetch routed to the stand-in. */
function freshStore() {
  localStorage.clear();
  store().reset();
  served = 0;
  submits = [];
  submitReplies = [];
  nextReplies = [];
  nextCalls = [];
  vi.stubGlobal('fetch', fetchMock);
}

describe('practice store: Idempotency-Key on submit', () => {
  beforeEach(async () => {
    freshStore();
    fetchMock.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store().startSession('SOLO_PRACTICE');
    expect(store().currentProblem?.id).toBe('p1');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    store().reset();
  });

  it('sends a fresh key in the format the server accepts, and a new one for the next problem', async () => {
    submitReplies.push(ok(graded()), ok(graded({ problemId: 'p2' })));
    await store().submitAnswer('3/4');
    await store().nextProblem();
    await store().submitAnswer('3/4');
    const [first, second] = submits;
    expect(first).toMatchObject({ problemId: 'p1', answer: '3/4' });
    expect(second).toMatchObject({ problemId: 'p2', answer: '3/4' });
    expect(first?.key).toMatch(SERVER_KEY_FORMAT);
    expect(second?.key).toMatch(SERVER_KEY_FORMAT);
    expect(second?.key).not.toBe(first?.key);
  });

  it.each<[string, Reply]>([
    ['a network error', networkError],
    ['a 503 from the gateway', () => jsonResponse(503, { success: false, error: { code: 'UPSTREAM_UNAVAILABLE', message: 'down' } })],
    ['a 500 without an envelope', () => new Response('Internal Server Error', { status: 500 })],
  ])('after %s, submitting the same answer again reuses the key and shows the credited result', async (_what, failure) => {
    submitReplies.push(failure, ok(graded()));
    expect(await store().submitAnswer('3/4')).toBeNull();
    expect(store().error).toBe(friendlyError());
    // Surrounding spaces do not make it a different answer: the same text is what was sent.
    const result = await store().submitAnswer(' 3/4 ');
    expect(result?.graded).toBe(true);
    expect(store().result?.isCorrect).toBe(true);
    expect(store().error).toBeNull();
    expect(submits).toHaveLength(2);
    expect(submits[1]?.key).toBe(submits[0]?.key);
  });

  it('after a time-out (no answer within 10 s), the retry reuses the key', async () => {
    vi.useFakeTimers();
    submitReplies.push(
      (init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      ok(graded()),
    );
    const pending = store().submitAnswer('3/4');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toBeNull();
    expect(store().checking).toBe(false);
    await store().submitAnswer('3/4');
    expect(store().result?.graded).toBe(true);
    expect(submits[1]?.key).toBe(submits[0]?.key);
  });

  it('a different answer after a failure gets a new key (it is a new attempt, not a retry)', async () => {
    submitReplies.push(networkError, ok(graded()));
    await store().submitAnswer('3/4');
    await store().submitAnswer('6/8');
    expect(submits.map((s) => s.answer)).toEqual(['3/4', '6/8']);
    expect(submits[1]?.key).not.toBe(submits[0]?.key);
  });

  it('the same answer to a different problem after a failure gets a new key', async () => {
    submitReplies.push(networkError, ok(graded({ problemId: 'p2' })));
    await store().submitAnswer('3/4');
    await store().nextProblem();
    expect(store().currentProblem?.id).toBe('p2');
    await store().submitAnswer('3/4');
    expect(submits.map((s) => s.problemId)).toEqual(['p1', 'p2']);
    expect(submits[1]?.key).not.toBe(submits[0]?.key);
  });

  it('a definite refusal (4xx) ends the attempt: the next submit gets a new key', async () => {
    submitReplies.push(() => jsonResponse(429, { success: false, error: { code: 'RATE_LIMITED', message: 'Slow down' } }), ok(graded()));
    await store().submitAnswer('3/4');
    await store().submitAnswer('3/4');
    expect(submits[1]?.key).not.toBe(submits[0]?.key);
  });

  it('a nudge records nothing, so resubmitting the same text gets a new key', async () => {
    submitReplies.push(ok(nudge()), ok(graded()));
    await store().submitAnswer('6/8');
    expect(store().nudge).toBe('Simplify your answer');
    await store().submitAnswer('6/8');
    expect(submits[1]?.key).not.toBe(submits[0]?.key);
  });

  it('leaving the screen (reset) forgets a pending attempt', async () => {
    submitReplies.push(networkError);
    await store().submitAnswer('3/4');
    expect(store().submitAttempt?.key).toBe(submits[0]?.key);
    store().reset();
    expect(store().submitAttempt).toBeNull();
  });
});

describe('practice store: day streak', () => {
  beforeEach(async () => {
    freshStore();
    await store().startSession('SOLO_PRACTICE');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    store().reset();
  });

  it('starts from session/start and follows progress.currentStreak of each graded result', async () => {
    expect(store().dayStreak).toBe(2);
    submitReplies.push(ok(graded({}, 3)));
    await store().submitAnswer('3/4');
    expect(store().dayStreak).toBe(3);
  });

  it('a nudge (not graded) leaves the day streak alone', async () => {
    submitReplies.push(ok(nudge()));
    await store().submitAnswer('6/8');
    expect(store().dayStreak).toBe(2);
  });
});

describe('practice store: a problem another window took over', () => {
  const takenOver: Reply = () => jsonResponse(404, { success: false, error: { code: 'SESSION_NOT_FOUND', message: 'Game session not found' } });
  const serve = (n: number): Reply => () => jsonResponse(200, { success: true, data: problem(n) });

  beforeEach(async () => {
    freshStore();
    useNotifications.setState({ toasts: [] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store().startSession('SOLO_PRACTICE');
    nextCalls = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    store().reset();
  });

  it('takes the problem back into this session and answers it, with the same Idempotency-Key', async () => {
    submitReplies.push(takenOver, ok(graded()));
    nextReplies.push(serve(1));
    const result = await store().submitAnswer('3/4');
    expect(result?.isCorrect).toBe(true);
    expect(nextCalls).toEqual([`/api/game/problem/next?sessionId=${session.id}`]);
    expect(submits.map((s) => [s.problemId, s.answer])).toEqual([
      ['p1', '3/4'],
      ['p1', '3/4'],
    ]);
    expect(submits[1]!.key).toBe(submits[0]!.key);
    expect(store()).toMatchObject({ error: null, checking: false, submitAttempt: null });
    expect(store().result?.isCorrect).toBe(true);
  });

  it('moves on to the problem served here when the other window answered it, and says so', async () => {
    submitReplies.push(takenOver);
    nextReplies.push(serve(7));
    expect(await store().submitAnswer('3/4')).toBeNull();
    expect(submits).toHaveLength(1);
    expect(store()).toMatchObject({ error: null, checking: false, result: null, submitAttempt: null, hintsUsed: 0 });
    expect(store().currentProblem?.id).toBe('p7');
    expect(useNotifications.getState().toasts.map((t) => [t.type, t.message])).toEqual([['info', answeredElsewhereMessage()]]);
  });

  it('moves on without credit when the server says the other window answered it first (a 200, nothing refused)', async () => {
    submitReplies.push(ok(graded({ answeredElsewhere: true, xpEarned: 30 })));
    nextReplies.push(serve(8));
    expect(await store().submitAnswer('3/4')).toBeNull();
    expect(submits).toHaveLength(1);
    expect(store()).toMatchObject({ error: null, checking: false, result: null, submitAttempt: null, score: 0 });
    expect(store().currentProblem?.id).toBe('p8');
    expect(useNotifications.getState().toasts.map((t) => [t.type, t.message])).toEqual([['info', answeredElsewhereMessage()]]);
  });

  it('shows the friendly error when this session cannot take it back (ended)', async () => {
    submitReplies.push(takenOver);
    nextReplies.push(() => jsonResponse(409, { success: false, error: { code: 'SESSION_ENDED', message: 'This game session has ended' } }));
    expect(await store().submitAnswer('3/4')).toBeNull();
    expect(store()).toMatchObject({ error: friendlyError(), checking: false, submitAttempt: null });
    expect(store().currentProblem?.id).toBe('p1');
  });
});

describe('practice store: the free plan’s last problem', () => {
  beforeEach(() => {
    freshStore();
    fetchMock.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    store().reset();
    useSession.setState({ user: null });
    useAllowance.setState({ allowance: null, userId: null });
  });

  it('shows the plan limit after the day’s last problem without asking for a next one the server would refuse (402)', async () => {
    useSession.setState({ user: buildUser({ id: 'kid', plan: 'FREE' }), isLoading: false, isInitialized: true });
    usePracticeStore.setState({ session: buildGameSession({ mode: 'SOLO_PRACTICE' }) });
    useAllowance.setState({ allowance: { used: 3, limit: 3 }, userId: 'kid' });
    await store().nextProblem();
    expect(store().planLimit).toBe(planLimitMessage(3));
    expect(nextCalls).toEqual([]);
  });

  it.for([
    { locale: 'en', shown: planLimitMessage(3) },
    { locale: 'es-US', shown: 'Llegaste al límite de tu plan. Cámbiate a Premium para seguir.' },
  ] as const)("words the server's plan limit in the reader's language when the day's allowance is not known ($locale)", async ({ locale, shown }) => {
    showLocale(locale, await loadMessages(locale));
    usePracticeStore.setState({ session: buildGameSession({ mode: 'SOLO_PRACTICE' }) });
    nextReplies = [() => jsonResponse(402, { success: false, error: { code: 'PLAN_LIMIT_REACHED', message: planLimitMessage(3) } })];
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await store().nextProblem();
    expect(nextCalls).toHaveLength(1);
    expect(store().planLimit).toBe(shown);
    expect(store().error).toBeNull();
    showLocale('en', await loadMessages('en'));
  });
});

describe('practice store: a class assignment’s last problem', () => {
  beforeEach(() => {
    freshStore();
    fetchMock.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    store().reset();
  });

  it('says the assignment is finished after its last answer without asking for a next one the server would refuse (409)', async () => {
    usePracticeStore.setState({ session: buildGameSession({ mode: 'ASSIGNMENT', assignmentId: 'a1' }), currentProblem: problem(1), startTime: Date.now() });
    submitReplies.push(ok(graded({ assignment: { assignmentId: 'a1', answered: 3, problemCount: 3, finished: true } })));
    await store().submitAnswer('3/4');
    await store().nextProblem();
    expect(store()).toMatchObject({ error: ASSIGNMENT_FINISHED_MESSAGE, currentProblem: null, result: null, loading: false });
    expect(nextCalls).toEqual([]);
  });

  it('asks for the next problem while the assignment has more', async () => {
    usePracticeStore.setState({ session: buildGameSession({ mode: 'ASSIGNMENT', assignmentId: 'a1' }), currentProblem: problem(1), startTime: Date.now() });
    submitReplies.push(ok(graded({ assignment: { assignmentId: 'a1', answered: 1, problemCount: 3, finished: false } })));
    await store().submitAnswer('3/4');
    await store().nextProblem();
    expect(nextCalls).toHaveLength(1);
    expect(store().currentProblem?.id).toBe('p1');
  });
});
