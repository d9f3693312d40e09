import { NEW_STUDENT_PROGRESS, type BattlePass, type DashboardStats, type GameSession, type Notification, type Pet, type ProgressResponse, type Quest, type ServedProblem, type StudentProfile, type SubmitAnswerResult, type User } from '@mathquest/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { loadAllEnglish } from '../i18n/scopes';
import { queryClient } from '../lib/query-client';
import { useNotifications } from '../stores/notifications';
import { useRealtime } from '../stores/realtime';
import { useAvatar } from '../stores/avatar';
import { useAllowance } from '../stores/allowance';
import { initialSessionState, useSession } from '../stores/session';

// Components drawn here have no app provider and no loading screen: every screen's English
// catalogue is loaded first, so `useI18n(scope)` finds its messages at once (src/i18n/scopes.ts).
await loadAllEnglish();

export function buildStudentProfile(over: Partial<StudentProfile> = {}): StudentProfile {
  return {
    gradeLevel: 5,
    currentLevel: 3,
    totalXp: 250,
    xpToNextLevel: 300,
    xpForCurrentLevel: 200,
    currentStreak: 4,
    longestStreak: 6,
    coins: 42,
    gems: 3,
    totalProblems: 20,
    totalCorrect: 15,
    totalTimeSpent: 33,
    averageAccuracy: 75,
    ...over,
  };
}

/** GET /api/game/progress's data: a new student's progress on the free plan. */
export function buildProgressResponse(over: Partial<ProgressResponse['data']> = {}): ProgressResponse['data'] {
  return { ...NEW_STUDENT_PROGRESS, plan: 'FREE', problemsToday: 0, dailyLimit: 3, ...over };
}

export function buildUser(over: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'kid@example.com',
    role: 'STUDENT',
    plan: 'FREE',
    timeZone: 'UTC',
    language: 'en',
    profile: { displayName: 'Ada', username: 'ada' },
    studentProfile: buildStudentProfile(),
    childIds: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

/** A practice session as /session/start returns it. */
export function buildGameSession(over: Partial<GameSession> = {}): GameSession {
  return {
    id: 's1', mode: 'SOLO_PRACTICE', assignmentId: null, status: 'ACTIVE', deviceType: 'web', streak: 2, hintsUsed: 0, problemsAnswered: 0,
    correctAnswers: 0, xpEarned: 0, coinsEarned: 0, maxCombo: 0, startedAt: '2025-01-01T00:00:00Z', endedAt: null,
    ...over,
  };
}

/** The n-th served problem of session s1 (ids p1, p2, ...). */
export function buildServedProblem(n: number, over: Partial<ServedProblem> = {}): ServedProblem {
  return {
    id: `p${n}`, sessionId: 's1', question: 'What is 1/4 + 1/2?', altText: null, diagram: null, topic: 'Fractions', subtopic: 'Add fractions', grade: 5, difficulty: 3,
    estimatedTime: 45, answerFormat: 'fraction', choices: null, unit: null, hintsAvailable: 3, hintsUsed: 0, placement: false, servedAt: '2025-01-01T00:00:00Z',
    ...over,
  };
}

/** A correct, graded answer to p1 (override what a test is about). */
export function buildSubmitResult(over: Partial<SubmitAnswerResult> = {}): SubmitAnswerResult {
  return {
    problemId: 'p1', graded: true, verdict: 'accept', reason: 'ok', message: null, isCorrect: true, xpEarned: 12, coinsEarned: 2,
    didLevelUp: false, newLevel: 3, correctAnswer: '3/4', explanation: null, explanationSteps: ['1/2 = 2/4', '1/4 + 2/4 = 3/4'],
    misconception: null, hintsUsed: 0,
    combo: { currentCombo: 1, maxCombo: 1, multiplier: 1, label: null, comboBreak: false, milestone: null },
    xpBreakdown: { base: 10, hintPenalty: 0, speedBonus: 2, multiplier: 1, milestoneBonus: 0, total: 12 },
    progress: {
      level: 3, totalXp: 262, xpToNextLevel: 300, xpForCurrentLevel: 200, currentStreak: 2, longestStreak: 2, lastActiveDay: null,
      totalProblems: 1, totalCorrect: 1, totalTimeSpent: 10, accuracy: 100, bestCombo: 1,
    },
    ...over,
  };
}

/** Resets global stores so tests do not leak into each other. */
export function resetStores(): void {
  useSession.setState({ ...initialSessionState });
  useNotifications.getState().clear();
  useRealtime.getState().reset();
  useAvatar.setState({ userId: null, equipped: null });
  useAllowance.setState({ allowance: null, userId: null });
  localStorage.clear();
  // A test's reads start from an empty cache, and a failed read is shown at once (no retry).
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false }, mutations: { retry: false } });
}

/** Shows the router's current path so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderAt(ui: ReactElement, path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Renders `page` at `path` among stand-ins for the pages it links to (path -> element), with the
 * LocationProbe, so a test can follow a link and see where it went.
 */
export function renderPageAt(path: string, page: ReactElement, others: Record<string, ReactNode> = {}) {
  return renderAt(
    <Routes>
      <Route path={path} element={page} />
      {Object.entries(others).map(([p, element]) => (
        <Route key={p} path={p} element={element} />
      ))}
    </Routes>,
    path,
  );
}

export type FetchMock = Mock<(url: string, init: RequestInit) => Promise<Response>>;

/**
 * For a page's describe block: before each test the stores are reset and `fetch` is replaced by
 * the returned mock (reset, so it answers nothing until the test says); after each, the page is
 * unmounted and globals and spies are restored.
 */
export function setUpPageTests(): FetchMock {
  const fetchMock: FetchMock = vi.fn();
  beforeEach(() => {
    resetStores();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return fetchMock;
}

/** Follows the page's back link (its name contains `label`) and checks it led to `href`. */
export async function followBackLink(label: string, href: string): Promise<void> {
  const back = screen.getByRole('link', { name: new RegExp(label) });
  expect(back.getAttribute('href')).toBe(href);
  await userEvent.setup().click(back);
  expect(screen.getByTestId('location').textContent).toBe(href);
}

/** Dashboard stats as GET /api/engagement/analytics/dashboard returns them. */
export function buildDashboardStats(over: Partial<DashboardStats> = {}): DashboardStats {
  return {
    username: 'ada', level: 3, currentXp: 250, xpForNextLevel: 450, coins: 42, gems: 3, streak: 4, todayProblemsSolved: 7,
    todayAccuracy: 87.5, globalRank: 12,
    ...over,
  };
}

/** A daily quest in progress (q1 by default). */
export function buildQuest(over: Partial<Quest> = {}): Quest {
  return {
    id: 'q1', kind: 'PROBLEMS_SOLVED', name: 'Problem Solver', description: 'Solve 10 problems', difficulty: 'EASY', topic: null,
    currentProgress: 3, targetValue: 10, coinReward: 20, xpReward: 50, gemReward: 0, completedAt: null, claimedAt: null,
    expiresAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    ...over,
  };
}

/** A happy, active pet that can be fed and played with now. */
export function buildPet(over: Partial<Pet> = {}): Pet {
  return {
    id: 'dragon', name: 'Sparky', emoji: '🐉', imageUrl: '/pets/dragon.png', level: 2, xp: 30, xpToNextLevel: 150, happiness: 80,
    mood: 'happy', baseAbility: 'xp_boost', abilityValue: 10, bonusPercent: 8, isActive: true, lastFedAt: null, lastPlayedAt: null,
    canFeedAt: null, canPlayAt: null,
    ...over,
  };
}

export function buildBattlePass(over: Partial<BattlePass> = {}): BattlePass {
  return {
    seasonName: 'Math Masters', seasonNumber: 1, currentLevel: 4, currentXp: 120, xpForNextLevel: 400, isPremium: false, premiumCost: 500,
    endsAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

export function buildNotification(over: Partial<Notification> = {}): Notification {
  return { id: 'n1', kind: 'QUEST_COMPLETED', title: 'Quest complete', message: 'You finished Problem Solver', icon: '🏆', read: false, createdAt: new Date().toISOString(), ...over };
}

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });

type Route = (init: RequestInit, url: string) => Response | Promise<Response>;

/**
 * A fetch stand-in that answers by "METHOD path" (query string ignored), e.g. 'GET /api/engagement/pets';
 * anything else is a 404 in the error envelope, so an unexpected call shows up as a failure.
 */
export function routedFetch(routes: Record<string, Route>) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    if (route) return route(init, url);
    return jsonResponse(404, { success: false, error: { code: 'NOT_FOUND', message: `No stub for ${key}` } });
  };
}
