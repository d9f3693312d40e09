// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { apiStub, buildChild, failure, okData } from '../../../testing/area-fixtures';
import { buildStudentProfile, buildUser, renderAt, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import ParentHomePage from './parent-home-page';
import ProgressReportPage from './progress-report-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInParent = () => useSession.setState({ user: buildUser({ role: 'PARENT', profile: { displayName: 'Pat', username: 'pat' } }), isLoading: false, isInitialized: true });
const renderReport = (id = 'k1') =>
  renderAt(
    <Routes>
      <Route path="/parent/report/:childId" element={<ProgressReportPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    `/parent/report/${id}`,
  );
const ben = buildChild({
  studentProfile: buildStudentProfile({ gradeLevel: 5, currentLevel: 4, totalXp: 1234, xpForCurrentLevel: 1000, xpToNextLevel: 1500, currentStreak: 3, longestStreak: 9, totalProblems: 80, totalCorrect: 60, averageAccuracy: 75, totalTimeSpent: 95 }),
});
const dd = (scope: HTMLElement, term: string) =>
  within(scope)
    .getAllByRole('term')
    .find((dt) => dt.textContent === term)!.nextElementSibling!.textContent;

describe('parent dashboard', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it("shows 'Loading your children...' first", () => {
    signInParent();
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderPageAt('/dashboard', <ParentHomePage />);
    expect(screen.getByText('Loading your children...')).toBeTruthy();
  });

  it("shows each child's level, XP, streak, problems, accuracy, time spent and level progress, with a report link", async () => {
    signInParent();
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), 'GET /api/auth/me': () => okData(useSession.getState().user) }).fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    const card = await screen.findByTestId('child-k1');
    expect(within(card).getByRole('heading', { name: 'Ben Lee' })).toBeTruthy();
    expect(within(card).getByText('@ben • Grade 5')).toBeTruthy();
    expect(['Level', 'XP', 'Streak', 'Problems solved', 'Accuracy', 'Time spent'].map((t) => dd(card, t))).toEqual([
      '4', (1234).toLocaleString(), '3 days', '80', '75%', '1 h 35 min',
    ]);
    expect(within(card).getByRole('progressbar', { name: "Ben Lee's level progress" }).getAttribute('aria-valuenow')).toBe('47');
    expect(within(card).getByText('266 XP to level 5')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Progress report for Ben Lee' }).getAttribute('href')).toBe('/parent/report/k1');
  });

  it('explains when no child is linked, and when the list cannot load', async () => {
    signInParent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/auth/children': () => (fail ? failure(500, 'INTERNAL', 'x') : okData({ children: [] })), 'GET /api/auth/me': () => okData(useSession.getState().user) }).fetchImpl,
    );
    const view = renderPageAt('/dashboard', <ParentHomePage />);
    expect(await screen.findByText("No linked student accounts yet. Once you link your child's account, their progress shows here.")).toBeTruthy();
    view.unmount();
    fail = true;
    renderPageAt('/dashboard', <ParentHomePage />);
    expect(await screen.findByText('We could not load your children right now. Please try again later.')).toBeTruthy();
  });
});

describe('progress report', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it("lists the child's figures in a table, charts the problems, and prints", async () => {
    signInParent();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }) }).fetchImpl);
    renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress report: Ben Lee' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Progress' }))
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Grade', '5'],
      ['Level', '4'],
      ['Total XP', (1234).toLocaleString()],
      ['XP to next level', '266'],
      ['Current streak', '3 days'],
      ['Longest streak', '9 days'],
      ['Problems solved', '80'],
      ['Problems correct', '60'],
      ['Accuracy', '75%'],
      ['Time spent', '1 h 35 min'],
    ]);
    expect(screen.getByRole('img', { name: 'Problems answered' })).toBeTruthy();
    const print_ = screen.getByRole('button', { name: 'Print' });
    expect(print_.className).toContain('no-print');
    await userEvent.setup({ delay: null }).click(print_);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the child is not linked to this parent', async () => {
    signInParent();
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }) }).fetchImpl);
    renderReport('someone-else');
    expect(await screen.findByText('This student is not linked to your account.')).toBeTruthy();
  });
});
