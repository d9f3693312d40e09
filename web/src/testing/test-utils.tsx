import type { StudentProfile, User } from '@mathquest/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
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
