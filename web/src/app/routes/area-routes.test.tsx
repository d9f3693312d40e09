// @vitest-environment jsdom
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import { apiStub, buildChild, okData } from '../../testing/area-fixtures';
import { buildUser, renderAt, setUpPageTests } from '../../testing/test-utils';
import { AppRoutes } from './app-routes';

// jsdom has no 2D canvas: confetti fired by a screen would draw on null after the test ends.
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn(async () => undefined)) }) }));

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn() }));

const TEACHER_PATHS = [
  '/teacher/dashboard',
  '/teacher/classrooms',
  '/teacher/classrooms/new',
  '/teacher/classrooms/c1',
  '/teacher/classrooms/c1/edit',
  '/teacher/assignments',
  '/teacher/assignments/new',
  '/teacher/assignments/new?classroom=c1',
  '/teacher/assignments/a1',
  '/teacher/analytics',
];

describe('teacher area, classes and parent routes', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();
  const signIn = (role: 'STUDENT' | 'PARENT' | 'TEACHER') => useSession.setState({ user: buildUser({ role }), isLoading: false, isInitialized: true });

  function answerEverything() {
    // The screens load their data on mount; an empty answer is enough to see where the router went.
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/auth/me': () => okData(useSession.getState().user),
        'GET /api/teacher/classrooms': () => okData([]),
        'GET /api/teacher/assignments': () => okData([]),
        'GET /api/teacher/my/classrooms': () => okData([]),
        'GET /api/teacher/my/assignments': () => okData([]),
        'GET /api/game/problems': () => okData({ problems: [], total: 0, page: 1, limit: 200 }),
        'GET /api/auth/children': () => okData({ children: [buildChild()] }),
      }).fetchImpl,
    );
  }

  it.each(TEACHER_PATHS)('signed out, %s goes to /login', async (path) => {
    useSession.setState({ user: null, isLoading: false, isInitialized: true });
    renderAt(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  // Signed in with another role, signing in again would not help: they go to their own home (docs/product/web.md, guards).
  it.each([...TEACHER_PATHS, '/teacher/unknown/page'].flatMap((p) => [['STUDENT', p] as const, ['PARENT', p] as const]))('a %s at %s goes to their own home, not to the sign-in form', async (role, path) => {
    signIn(role);
    answerEverything();
    renderAt(<AppRoutes />, path);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Welcome back!' })).toBeNull();
    expect(screen.queryByText('Loading dashboard...')).toBeNull();
  });

  it.each(['/teacher/dashboard', '/teacher/unknown/page'])('signed out, %s goes to /login', async (path) => {
    useSession.setState({ user: null, isLoading: false, isInitialized: true });
    renderAt(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.queryByTestId('login-role-note')).toBeNull();
  });

  it('a teacher reaches the teacher dashboard, and /home and /dashboard send them there', async () => {
    signIn('TEACHER');
    answerEverything();
    for (const path of ['/teacher/dashboard', '/home', '/dashboard']) {
      const view = renderAt(<AppRoutes />, path);
      expect(await screen.findByText('No classrooms yet')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/teacher/dashboard');
      view.unmount();
    }
  });

  it('a teacher who signs in on /login lands on /teacher/dashboard', async () => {
    useSession.setState({ user: null, isLoading: false, isInitialized: true });
    const teacher = buildUser({ role: 'TEACHER' });
    fetchMock.mockImplementation(
      apiStub({
        'POST /api/auth/login': () => okData({ user: teacher, accessToken: 'A', refreshToken: 'R' }),
        'GET /api/auth/me': () => okData(teacher),
        'GET /api/teacher/classrooms': () => okData([]),
        'GET /api/teacher/assignments': () => okData([]),
      }).fetchImpl,
    );
    renderAt(<AppRoutes />, '/login');
    const ue = userEvent.setup({ delay: null });
    await ue.type(await screen.findByLabelText('Email'), 'teacher@example.com');
    await ue.type(screen.getByLabelText('Password'), 'Password1');
    await ue.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('No classrooms yet')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/teacher/dashboard');
  });

  it('the edit link leads to the edit form, with the way back to the classroom', async () => {
    signIn('TEACHER');
    answerEverything();
    renderAt(<AppRoutes />, '/teacher/classrooms/c1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Classroom' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to classroom/ }).getAttribute('href')).toBe('/teacher/classrooms/c1');
  });

  it('/teacher/assignments lists the assignments', async () => {
    signIn('TEACHER');
    answerEverything();
    renderAt(<AppRoutes />, '/teacher/assignments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignments' })).toBeTruthy();
    expect(await screen.findByText('No assignments yet')).toBeTruthy();
  });

  it('a student reaches My Classes from the home screen', async () => {
    signIn('STUDENT');
    answerEverything();
    renderAt(<AppRoutes />, '/dashboard');
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('mode-classes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Classes' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/classes');
  });

  it.each([
    ['TEACHER', '/teacher/dashboard'],
    ['PARENT', '/dashboard'],
  ] as const)('a %s at /classes reads what My Classes is for, with the way to their home', async (role, home) => {
    signIn(role);
    answerEverything();
    renderAt(<AppRoutes />, '/classes');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Classes is for students' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(home);
    expect(screen.getByTestId('location').textContent).toBe('/classes');
  });

  it('a parent at /dashboard sees the parent dashboard and opens the progress report', async () => {
    signIn('PARENT');
    answerEverything();
    renderAt(<AppRoutes />, '/dashboard');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: 'Progress report for Ben Lee' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress report: Ben Lee' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/parent/report/k1');
  });

  it.each([
    ['STUDENT', '/dashboard'],
    ['TEACHER', '/teacher/dashboard'],
  ] as const)('a %s at a progress report goes to their own home', async (role, home) => {
    signIn(role);
    answerEverything();
    renderAt(<AppRoutes />, '/parent/report/k1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(home));
    expect(screen.queryByRole('heading', { name: /Progress report/ })).toBeNull();
  });
});
