import type { GameSession, ServedProblem, StudentProfile, SubmitAnswerResult, User } from '@mathquest/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { useNotifications } from '../stores/notifications';
import { initialSessionState, useSession } from '../stores/session';

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

export function buildUser(over: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'kid@example.com',
    role: 'STUDENT',
    plan: 'FREE',
    timeZone: 'UTC',
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
    id: `p${n}`, sessionId: 's1', question: 'What is 1/4 + 1/2?', altText: null, topic: 'Fractions', subtopic: 'Add fractions', grade: 5, difficulty: 3,
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
  localStorage.clear();
}

/** Shows the router's current path so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function renderAt(ui: ReactElement, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
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
