// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { apiStub, buildChild, failure, okData } from '../../../testing/area-fixtures';
import { queryClient } from '../../../lib/query-client';
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
const benReport = {
  childId: 'k1',
  topics7: [{ topic: 'Fractions', attempted: 4, correct: 3, accuracy: 75 }],
  topics30: [
    { topic: 'Decimals', attempted: 2, correct: 1, accuracy: 50 },
    { topic: 'Fractions', attempted: 10, correct: 8, accuracy: 80 },
  ],
  timeSpent7: 600,
  timeSpent30: 5700,
  recentSessions: [{ id: 's1', mode: 'SOLO_PRACTICE', startedAt: '2026-03-10T15:00:00.000Z', endedAt: null, problemsAnswered: 4, correctAnswers: 3, xpEarned: 55 }],
  tutor7: { walkthroughs: 0, stepsSeen: 0, stepsRight: 0 },
  tutor30: { walkthroughs: 2, stepsSeen: 7, stepsRight: 4 },
  standards: [
    { code: '4.NF.A.1', grade: 4, domain: 'NF', skills: [{ skillId: 'g4.nf.equivalent-fractions', name: 'Equivalent fractions (missing number)' }], level: 'PROFICIENT', problems: 14 },
    { code: '5.NF.B.4', grade: 5, domain: 'NF', skills: [{ skillId: 'g5.nf.multiply-fractions', name: 'Whole number × fraction' }], level: 'PRACTISING', problems: 3 },
  ],
};
const benAssignments = [
  {
    id: 'a1',
    title: 'Fractions homework',
    description: null,
    dueDate: null,
    timeLimit: null,
    allowLateSubmissions: true,
    passingScore: 60,
    problemCount: 5,
    classroom: { id: 'c1', name: 'Class 5B' },
    submission: { id: 's1', status: 'GRADED', score: 80, passed: true, problemsAttempted: 5, problemsCorrect: 4, isLate: false },
  },
];
const quietReport = { ...benReport, topics7: [], timeSpent7: 0 };
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => [...r.children].map((c) => c.textContent));
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
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), 'GET /api/auth/me': () => okData(useSession.getState().user), 'GET /api/game/children/k1/report': () => okData(benReport), 'GET /api/teacher/children/k1/assignments': () => okData(benAssignments) }).fetchImpl,
    );
    renderPageAt('/dashboard', <ParentHomePage />);
    const card = await screen.findByTestId('child-k1');
    expect(within(card).getByRole('heading', { name: 'Ben Lee' })).toBeTruthy();
    expect(within(card).getByText('@ben • Grade 5')).toBeTruthy();
    expect(['Level', 'XP', 'Streak', 'Problems answered', 'Accuracy', 'Time spent'].map((t) => dd(card, t))).toEqual([
      '4', (1234).toLocaleString(), '3 days', '80', '75%', '1 h 35 min',
    ]);
    expect(within(card).getByRole('progressbar', { name: "Ben Lee's level progress" }).getAttribute('aria-valuenow')).toBe('47');
    expect(within(card).getByText('266 XP to level 5')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Progress report for Ben Lee' }).getAttribute('href')).toBe('/parent/report/k1');
    const activity = await within(card).findByTestId('activity-k1');
    expect(dd(activity, 'Time spent, last 7 days')).toBe('10 min');
    expect(dd(activity, 'Step-by-step tutor, last 7 days')).toBe('Not used');
    expect(dd(activity, 'Step-by-step tutor, last 30 days')).toBe('2 walkthroughs, 7 steps seen, 4 filled in right');
    expect(tableRows('Topics, last 7 days')).toEqual([
      ['Topic', 'Attempted', 'Correct', 'Accuracy'],
      ['Fractions', '4', '3', '75%'],
    ]);
    expect(await within(card).findByText('Fractions homework')).toBeTruthy();
    expect(tableRows('Class assignments')[1]).toEqual(['Fractions homework', 'Class 5B', 'No due date', 'Graded', '80%']);
  });

  it("shows the recent practice's loading, empty and failure states", async () => {
    signInParent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let report: () => Response | Promise<Response> = () => new Promise(() => undefined);
    let fail = false;
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), 'GET /api/auth/me': () => okData(useSession.getState().user), 'GET /api/game/children/k1/report': () => report(), 'GET /api/teacher/children/k1/assignments': () => (fail ? failure(503, 'UPSTREAM_UNAVAILABLE', 'x') : okData([])) }).fetchImpl,
    );
    let view = renderPageAt('/dashboard', <ParentHomePage />);
    expect(await screen.findByText('Loading recent practice...')).toBeTruthy();
    view.unmount();
    // Each visit below starts from an empty cache: the first visit's read never answers, and the
    // cache would hand it to the next visit.
    queryClient.clear();
    report = () => okData(quietReport);
    view = renderPageAt('/dashboard', <ParentHomePage />);
    expect(await screen.findByText('No practice in the last 7 days')).toBeTruthy();
    expect(await screen.findByText('No class assignments')).toBeTruthy();
    view.unmount();
    queryClient.clear();
    report = () => failure(503, 'UPSTREAM_UNAVAILABLE', 'x');
    fail = true;
    renderPageAt('/dashboard', <ParentHomePage />);
    expect(await screen.findByText("We could not load Ben Lee's recent practice right now. Please try again later.")).toBeTruthy();
    expect(await screen.findByText("We could not load Ben Lee's class assignments right now. Please try again later.")).toBeTruthy();
  });

  it("a failed recent practice leaves the rest of the card working, and 'Try again' reads it again", async () => {
    signInParent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reportFails = true;
    const stub = apiStub({
      'GET /api/auth/children': () => okData({ children: [ben] }),
      'GET /api/auth/me': () => okData(useSession.getState().user),
      'GET /api/game/children/k1/report': () => (reportFails ? failure(404, 'NOT_FOUND', 'x') : okData(benReport)),
      'GET /api/teacher/children/k1/assignments': () => okData(benAssignments),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    const card = await screen.findByTestId('child-k1');
    const failed = await within(card).findByText("We could not load Ben Lee's recent practice right now. Please try again later.");
    expect(within(card).getByRole('link', { name: 'Progress report for Ben Lee' })).toBeTruthy();
    expect(await within(card).findByText('Fractions homework')).toBeTruthy();
    reportFails = false;
    await userEvent.setup({ delay: null }).click(within(failed.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(dd(await within(card).findByTestId('activity-k1'), 'Time spent, last 7 days')).toBe('10 min');
    expect(stub.calls.filter((c) => c.key === 'GET /api/game/children/k1/report')).toHaveLength(2);
  });

  it("unlocks a child's sign-in and says so; says what went wrong when it cannot", async () => {
    signInParent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const stub = apiStub({
      'GET /api/auth/children': () => okData({ children: [ben] }),
      'GET /api/auth/me': () => okData(useSession.getState().user),
      'GET /api/game/children/k1/report': () => okData(benReport),
      'GET /api/teacher/children/k1/assignments': () => okData(benAssignments),
      'POST /api/auth/children/k1/unlock': () => (fail ? failure(404, 'NOT_FOUND', 'No linked student with this id') : okData({ unlocked: true })),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    const card = await screen.findByTestId('child-k1');
    const ue = userEvent.setup({ delay: null });
    await ue.click(within(card).getByRole('button', { name: 'Unlock sign-in for Ben Lee' }));
    expect((await within(card).findByText('Ben Lee can sign in again.')).getAttribute('role')).toBe('status');
    expect(stub.calls.filter((c) => c.key === 'POST /api/auth/children/k1/unlock')).toHaveLength(1);
    fail = true;
    await ue.click(within(card).getByRole('button', { name: 'Unlock sign-in for Ben Lee' }));
    expect(await within(card).findByText('No linked student with this id')).toBeTruthy();
  });

  it("turns the child's guild chat off with the switch on the card, and shows a failure", async () => {
    signInParent();
    let fail = false;
    const stub = apiStub({
      'GET /api/auth/children': () => okData({ children: [ben] }),
      'GET /api/auth/me': () => okData(useSession.getState().user),
      'GET /api/game/children/k1/report': () => okData(benReport),
      'GET /api/teacher/children/k1/assignments': () => okData(benAssignments),
      'POST /api/auth/children/k1/chat': (init) => (fail ? failure(503, 'UPSTREAM_UNAVAILABLE', 'Try again soon') : okData({ childId: 'k1', chatEnabled: (JSON.parse(String(init.body)) as { enabled: boolean }).enabled })),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPageAt('/dashboard', <ParentHomePage />);
    const card = await screen.findByTestId('child-k1');
    const chat = within(card).getByRole('checkbox', { name: 'Guild chat for Ben Lee' }) as HTMLInputElement;
    expect(chat.checked).toBe(true);
    const user = userEvent.setup();
    await user.click(chat);
    await waitFor(() => expect(chat.checked).toBe(false));
    expect(stub.bodiesOf('POST /api/auth/children/k1/chat')).toEqual([{ enabled: false }]);
    expect(within(card).getByText('Guild chat turned off for Ben Lee')).toBeTruthy();
    fail = true;
    await user.click(chat);
    expect((await within(card).findByRole('alert')).textContent).toBe('Try again soon');
    expect(chat.checked).toBe(false);
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
    // A visit with the list in the cache shows it while reading again; the failure shows on a visit without one.
    queryClient.clear();
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
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), 'GET /api/game/children/k1/report': () => okData(benReport), 'GET /api/teacher/children/k1/assignments': () => okData(benAssignments) }).fetchImpl);
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
      ['Problems answered', '80'],
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

  it('adds accuracy by topic over 7 and 30 days (tables and charts), time spent and the recent sessions', async () => {
    signInParent();
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), 'GET /api/game/children/k1/report': () => okData(benReport), 'GET /api/teacher/children/k1/assignments': () => okData(benAssignments) }).fetchImpl,
    );
    renderReport();
    expect(await screen.findByText('Fractions homework')).toBeTruthy();
    const activity = await screen.findByTestId('activity-k1');
    expect(dd(activity, 'Time spent, last 30 days')).toBe('1 h 35 min');
    expect(tableRows('Topics, last 30 days')).toEqual([
      ['Topic', 'Attempted', 'Correct', 'Accuracy'],
      ['Decimals', '2', '1', '50%'],
      ['Fractions', '10', '8', '80%'],
    ]);
    expect(screen.getByRole('img', { name: 'Accuracy by topic, last 7 days' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Accuracy by topic, last 30 days' })).toBeTruthy();
    const started = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date('2026-03-10T15:00:00.000Z'));
    expect(tableRows('Recent sessions')[1]).toEqual([started, 'Practice', '4', '3', '55']);
    expect(tableRows('Grade 4 · Number and Operations: Fractions')).toEqual([
      ['Standard', 'Skills', 'Level', 'Problems'],
      ['4.NF.A.1', 'Equivalent fractions (missing number)', 'Proficient', '14'],
    ]);
    expect(tableRows('Grade 5 · Number and Operations: Fractions')[1]).toEqual(['5.NF.B.4', 'Whole number × fraction', 'Practising', '3']);
  });

  it('says so when the child is not linked to this parent', async () => {
    signInParent();
    fetchMock.mockImplementation(apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }) }).fetchImpl);
    renderReport('someone-else');
    expect(await screen.findByText('This student is not linked to your account.')).toBeTruthy();
  });
});

describe('progress report in Spanish', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  it('words the figures, the recent practice, the standards and the assignments in Spanish', async () => {
    useSession.setState({ user: buildUser({ role: 'PARENT', language: 'es-US', profile: { displayName: 'Pat', username: 'pat' } }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale: 'es-US' });
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/auth/children': () => okData({ children: [ben] }), 'GET /api/game/children/k1/report': () => okData(benReport), 'GET /api/teacher/children/k1/assignments': () => okData(benAssignments) }).fetchImpl,
    );
    renderAt(
      <I18nProvider>
        <Routes>
          <Route path="/parent/report/:childId" element={<ProgressReportPage />} />
        </Routes>
      </I18nProvider>,
      '/parent/report/k1',
    );
    expect(await screen.findByRole('heading', { name: 'Informe de progreso: Ben Lee' })).toBeTruthy();
    const progress = tableRows('Progreso');
    expect(progress).toContainEqual(['Racha actual', '3 días']);
    expect(progress).toContainEqual(['Tiempo de práctica', '1 h 35 min']);
    expect(await screen.findByRole('table', { name: 'Sesiones recientes' })).toBeTruthy();
    expect(tableRows('Sesiones recientes')[1]![1]).toBe('Práctica');
    expect(await screen.findByText('Grado 4 · Números y operaciones: fracciones')).toBeTruthy();
    expect(screen.getAllByText('Competente').length).toBeGreaterThan(0);
    // A standard's skills are named in Spanish (the server sends the English subtopic).
    expect(tableRows('Grado 5 · Números y operaciones: fracciones')[1]).toEqual(['5.NF.B.4', 'Número entero × fracción', 'Practicando', '3']);
    expect(await screen.findByRole('table', { name: 'Tareas de clase' })).toBeTruthy();
    expect(tableRows('Tareas de clase')[1]).toEqual(['Fractions homework', 'Class 5B', 'Sin fecha de entrega', 'Calificada', '80%']);
    // The topics are named in Spanish (the server sends the English name).
    expect(screen.getAllByRole('rowheader', { name: 'Fracciones' }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('rowheader', { name: 'Fractions' })).toEqual([]);
    expect(document.documentElement.lang).toBe('es-US');
  });
});
