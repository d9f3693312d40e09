// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../../../stores/notifications';
import { useSession } from '../../../stores/session';
import { apiStub, buildAssignment, buildBankProblem, buildClassroom, failure, okData, type StubRoute } from '../../../testing/area-fixtures';
import { buildUser, renderAt, setUpPageTests } from '../../../testing/test-utils';
import AssignmentNewPage from './assignment-new-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInTeacher = () => useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true });
const renderAtUrl = (url = '/teacher/assignments/new') =>
  renderAt(
    <Routes>
      <Route path="/teacher/assignments/new" element={<AssignmentNewPage />} />
      <Route path="/teacher/assignments/:id" element={<p>assignment page</p>} />
    </Routes>,
    url,
  );

const classrooms = [buildClassroom({ id: 'c1', name: 'Maths 6A' }), buildClassroom({ id: 'c2', name: 'Maths 7B' }), buildClassroom({ id: 'c3', name: 'Old', isActive: false })];
const bank = [
  buildBankProblem(1),
  buildBankProblem(2, { difficulty: 'MEDIUM' }),
  buildBankProblem(3, { id: 'dec/d4/s01', question: 'Round 3.14 to one decimal place', topic: 'Decimals', subtopic: 'Rounding', difficulty: 'HARD' }),
];
const bankPage = (problems = bank) => okData({ problems, total: problems.length, page: 1, limit: 200 });

describe('create assignment', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  function stub(extra: Record<string, StubRoute> = {}) {
    const s = apiStub({ 'GET /api/teacher/classrooms': () => okData(classrooms), 'GET /api/game/problems': () => bankPage(), ...extra });
    fetchMock.mockImplementation(s.fetchImpl);
    return s;
  }

  it('offers only active classrooms, preselects ?classroom=, and shows the bank with difficulty, topic and subtopic', async () => {
    signInTeacher();
    stub();
    renderAtUrl('/teacher/assignments/new?classroom=c2');
    const select = (await screen.findByLabelText('Classroom')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select a classroom', 'Maths 6A', 'Maths 7B']);
    expect(select.value).toBe('c2');
    expect((screen.getByLabelText('Passing score (%)') as HTMLInputElement).value).toBe('70');
    expect((screen.getByLabelText('Points worth') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Allow late submissions') as HTMLInputElement).checked).toBe(true);
    const list = within(screen.getByRole('list', { name: 'Problems' }));
    expect(list.getByText('Round 3.14 to one decimal place')).toBeTruthy();
    expect(list.getByText('HARD • Decimals • Rounding')).toBeTruthy();
    expect([...(screen.getByLabelText('Topic') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['All topics', 'Decimals', 'Fractions']);
  });

  it('keeps the submit disabled with no problem and counts the picked ones (checkbox or row)', async () => {
    signInTeacher();
    stub();
    renderAtUrl();
    const ue = userEvent.setup({ delay: null });
    const submit = (await screen.findByTestId('create-assignment')) as HTMLButtonElement;
    expect(submit.textContent).toBe('Create Assignment (0 problems)');
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Please select at least one problem')).toBeTruthy();
    await ue.click(screen.getByRole('checkbox', { name: 'What is 1/4 + 1/4?' }));
    await ue.click(screen.getByText('Round 3.14 to one decimal place'));
    expect(submit.textContent).toBe('Create Assignment (2 problems)');
    expect(submit.disabled).toBe(false);
    await ue.click(screen.getByRole('checkbox', { name: 'What is 1/4 + 1/4?' }));
    expect(submit.textContent).toBe('Create Assignment (1 problem)');
  });

  it('asks the bank again with the difficulty and topic filters', async () => {
    signInTeacher();
    const s = stub({
      'GET /api/game/problems': (_init, url) => (url.includes('difficulty=HARD') ? bankPage([bank[2]!]) : bankPage()),
    });
    renderAtUrl();
    const ue = userEvent.setup({ delay: null });
    await ue.selectOptions(await screen.findByLabelText('Difficulty'), 'HARD');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem')).toHaveLength(1));
    await ue.selectOptions(screen.getByLabelText('Topic'), 'Decimals');
    await waitFor(() => expect(s.calls.some((c) => c.url.includes('difficulty=HARD') && c.url.includes('topic=Decimals'))).toBe(true));
  });

  it("shows the chosen classroom's grade in the bank, and any grade again on request", async () => {
    signInTeacher();
    const s = stub({
      'GET /api/teacher/classrooms': () => okData([buildClassroom({ id: 'c1', name: 'Maths 6A', gradeLevel: 6 }), buildClassroom({ id: 'c2', name: 'Maths 8', gradeLevel: 8 })]),
      'GET /api/game/problems': (_init, url) =>
        url.includes('grade=8') ? bankPage([buildBankProblem(9, { id: 'eq/d3/s01', question: 'Solve 2x = 8', topic: 'Equations', grade: 8 })]) : bankPage(),
    });
    renderAtUrl();
    const ue = userEvent.setup({ delay: null });
    await ue.selectOptions(await screen.findByLabelText('Classroom'), 'c2');
    expect((screen.getByLabelText('Grade') as HTMLSelectElement).value).toBe('8');
    expect(await screen.findByText('Solve 2x = 8')).toBeTruthy();
    expect(s.calls.some((c) => c.key === 'GET /api/game/problems' && c.url.includes('grade=8'))).toBe(true);
    // The grade's topics join the topic filter.
    expect([...(screen.getByLabelText('Topic') as HTMLSelectElement).options].map((o) => o.textContent)).toContain('Equations');
    await ue.selectOptions(screen.getByLabelText('Grade'), '');
    expect(await screen.findByText('Round 3.14 to one decimal place')).toBeTruthy();
  });

  it('requires a classroom and a title before calling the server', async () => {
    signInTeacher();
    const s = stub();
    renderAtUrl();
    const ue = userEvent.setup({ delay: null });
    await ue.click(await screen.findByRole('checkbox', { name: 'What is 1/4 + 1/4?' }));
    await ue.click(screen.getByTestId('create-assignment'));
    expect(screen.getByTestId('assignment-form-error').textContent).toBe('Please select a classroom');
    await ue.selectOptions(screen.getByLabelText('Classroom'), 'c1');
    await ue.click(screen.getByTestId('create-assignment'));
    expect(screen.getByTestId('assignment-form-error').textContent).toBe('Title is required');
    await ue.type(screen.getByLabelText('Title'), 'Week 1');
    await ue.clear(screen.getByLabelText('Passing score (%)'));
    await ue.type(screen.getByLabelText('Passing score (%)'), '101');
    await ue.click(screen.getByTestId('create-assignment'));
    expect(screen.getByTestId('assignment-form-error').textContent).toBe('Passing score must be a whole number from 0 to 100');
    expect(s.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('creates, publishes when the teacher says yes, and opens the assignment', async () => {
    signInTeacher();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const s = stub({
      'POST /api/teacher/classrooms/c1/assignments': () => okData(buildAssignment({ id: 'new1', status: 'DRAFT' })),
      'POST /api/teacher/assignments/new1/publish': () => okData(buildAssignment({ id: 'new1' })),
    });
    renderAtUrl('/teacher/assignments/new?classroom=c1');
    const ue = userEvent.setup({ delay: null });
    await ue.type(await screen.findByLabelText('Title'), ' Week 1 ');
    await ue.type(screen.getByLabelText('Time limit in minutes (optional)'), '20');
    await ue.type(screen.getByLabelText('Due date (optional)'), '2026-12-01T15:00');
    await ue.click(screen.getByLabelText('Allow late submissions'));
    await ue.click(screen.getByRole('checkbox', { name: 'What is 2/4 + 1/4?' }));
    await ue.click(screen.getByTestId('create-assignment'));
    expect(await screen.findByText('assignment page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/teacher/assignments/new1');
    expect(confirm).toHaveBeenCalledWith('Assignment created! Would you like to publish it now to students?');
    expect(s.bodiesOf('POST /api/teacher/classrooms/c1/assignments')).toEqual([
      {
        title: 'Week 1',
        problemIds: ['fr/d2/s02'],
        dueDate: new Date('2026-12-01T15:00').toISOString(),
        passingScore: 70,
        pointsWorth: 100,
        timeLimit: 20,
        allowLateSubmissions: false,
      },
    ]);
    expect(s.calls.some((c) => c.key === 'POST /api/teacher/assignments/new1/publish')).toBe(true);
    expect(useNotifications.getState().toasts.map((t) => t.title)).toContain('Assignment published successfully!');
  });

  it('leaves it a draft when the teacher says no', async () => {
    signInTeacher();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const s = stub({ 'POST /api/teacher/classrooms/c1/assignments': () => okData(buildAssignment({ id: 'new1', status: 'DRAFT' })) });
    renderAtUrl('/teacher/assignments/new?classroom=c1');
    const ue = userEvent.setup({ delay: null });
    await ue.type(await screen.findByLabelText('Title'), 'Week 1');
    await ue.click(screen.getByRole('checkbox', { name: 'What is 1/4 + 1/4?' }));
    await ue.click(screen.getByTestId('create-assignment'));
    expect(await screen.findByText('assignment page')).toBeTruthy();
    expect(s.calls.some((c) => c.key.endsWith('/publish'))).toBe(false);
  });

  it("alerts the server's message, else 'Failed to create assignment'", async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let reply = failure(400, 'VALIDATION_ERROR', 'One or more problems are not in the problem bank');
    stub({ 'POST /api/teacher/classrooms/c1/assignments': () => reply });
    renderAtUrl('/teacher/assignments/new?classroom=c1');
    const ue = userEvent.setup({ delay: null });
    await ue.type(await screen.findByLabelText('Title'), 'Week 1');
    await ue.click(screen.getByRole('checkbox', { name: 'What is 1/4 + 1/4?' }));
    await ue.click(screen.getByTestId('create-assignment'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('One or more problems are not in the problem bank'));
    reply = new Response('', { status: 502 });
    await ue.click(screen.getByTestId('create-assignment'));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Failed to create assignment'));
  });

  it("alerts 'Failed to load classrooms and problems' when the form cannot load", async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stub({ 'GET /api/game/problems': () => failure(403, 'FORBIDDEN', 'no') });
    renderAtUrl();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load classrooms and problems'));
  });
  it('reads the bank again in the language switched to since it was read (it is worded on the server: docs/adr/0188), never showing the old words', async () => {
    signInTeacher();
    const english = 'What is 1/4 + 1/4?';
    const spanish = '¿Cuánto es 1/4 + 1/4?';
    let worded = english;
    const s = stub({ 'GET /api/game/problems': () => bankPage([buildBankProblem(1, { question: worded })]) });
    const first = renderAtUrl();
    expect(await screen.findByText(english)).toBeTruthy();
    const reads = () => s.calls.filter((c) => c.key === 'GET /api/game/problems').length;
    expect(reads()).toBe(1);
    first.unmount();

    // The language is switched on /profile (its token refreshed), then the page is opened again.
    worded = spanish;
    const user = useSession.getState().user!;
    useSession.setState({ user: { ...user, language: 'es-US' } });
    renderAtUrl();
    expect(screen.queryByText(english)).toBeNull();
    expect(await screen.findByText(spanish)).toBeTruthy();
    expect(screen.queryByText(english)).toBeNull();
    expect(reads()).toBe(2);
  });
});
