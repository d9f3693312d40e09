// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../../../stores/notifications';
import { useSession } from '../../../stores/session';
import {
  apiStub,
  buildAssignment,
  buildAnalytics,
  buildAssignmentDetail,
  buildClassroom,
  buildClassroomDetail,
  buildMember,
  buildSubmission,
  failure,
  okData,
} from '../../../testing/area-fixtures';
import { Route, Routes } from 'react-router-dom';
import { buildUser, renderAt, setUpPageTests } from '../../../testing/test-utils';
import ClassroomDetailPage from './classroom-detail-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInTeacher = () => useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true });
/** The page under its route pattern, at /teacher/classrooms/c1, beside a stand-in for the list. */
const renderAtId = () =>
  renderAt(
    <Routes>
      <Route path="/teacher/classrooms/:id" element={<ClassroomDetailPage />} />
      <Route path="/teacher/classrooms" element={<p>list page</p>} />
    </Routes>,
    '/teacher/classrooms/c1',
  );

describe('classroom detail', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();
  it('shows the header, the students and the quick actions', async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()) }).fetchImpl);
    renderAtId();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths 6A' })).toBeTruthy();
    expect(screen.getByText('Morning group')).toBeTruthy();
    expect(screen.getByTestId('class-code').textContent).toBe('ABC234');
    expect(screen.getByTestId('student-count').textContent).toBe('2');
    const students = within(screen.getByRole('list', { name: 'Students in this classroom' }));
    expect(students.getByText('Ben Lee')).toBeTruthy();
    expect(students.getByText('@ben')).toBeTruthy();
    expect(students.getAllByText(`Grade 6 • Joined ${new Date('2026-09-03T08:00:00.000Z').toLocaleDateString()}`)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Create Assignment' }).getAttribute('href')).toBe('/teacher/assignments/new?classroom=c1');
    expect(screen.getByRole('link', { name: 'Edit Classroom' }).getAttribute('href')).toBe('/teacher/classrooms/c1/edit');
    expect(screen.getByRole('button', { name: 'Copy Class Code' })).toBeTruthy();
  });

  it("shows the language of the class and the language each student reads MathQuest in, when known", async () => {
    signInTeacher();
    const lena = buildMember({ name: 'Lena Ruiz', username: 'lena' });
    const detail = buildClassroomDetail({
      language: 'es-US',
      students: [{ ...lena, student: { ...lena.student, language: 'es-US' } }, buildMember()],
    });
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms/c1': () => okData(detail) }).fetchImpl);
    renderAtId();
    expect((await screen.findByTestId('classroom-language')).textContent).toBe('Language: Español');
    expect(screen.getAllByTestId('member-language').map((e) => e.textContent)).toEqual(['Reads MathQuest in Español']);
  });

  it("turns a student's guild chat off and on from the student list", async () => {
    signInTeacher();
    const stub = apiStub({
      'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
      'POST /api/teacher/classrooms/c1/students/s-ben/chat': (init) => okData({ classroomId: 'c1', studentId: 's-ben', chatEnabled: (JSON.parse(String(init.body)) as { enabled: boolean }).enabled }),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderAtId();
    const box = (await screen.findByRole('checkbox', { name: 'Guild chat for Ben Lee' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    const user = userEvent.setup();
    await user.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box.checked).toBe(true));
    expect(stub.bodiesOf('POST /api/teacher/classrooms/c1/students/s-ben/chat')).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it("saves what becomes of a deleted account's work: anonymous records by default, removal when picked; a refusal puts the choice back", async () => {
    signInTeacher();
    let reply: (body: { erasedStudentWork: string }) => Response = (body) => okData(buildClassroom({ erasedStudentWork: body.erasedStudentWork as 'REMOVE' }));
    const stub = apiStub({
      'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
      'PUT /api/teacher/classrooms/c1': (init) => reply(JSON.parse(String(init.body)) as { erasedStudentWork: string }),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderAtId();
    const setting = within(await screen.findByRole('region', { name: "When a student's account is deleted" }));
    const keep = setting.getByRole('radio', { name: /Keep their work as anonymous records/ }) as HTMLInputElement;
    const remove = setting.getByRole('radio', { name: 'Remove their work from this class' }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    const ue = userEvent.setup({ delay: null });
    await ue.click(remove);
    await waitFor(() => expect(setting.getByRole('status').textContent).toBe('Saved: the work of a deleted account is removed from this class.'));
    expect(remove.checked).toBe(true);
    expect(stub.bodiesOf('PUT /api/teacher/classrooms/c1')).toEqual([{ erasedStudentWork: 'REMOVE' }]);

    reply = () => failure(503, 'UPSTREAM_UNAVAILABLE', 'The service is busy. Please try again.');
    await ue.click(keep);
    expect(await setting.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(remove.checked).toBe(true));
    expect(stub.bodiesOf('PUT /api/teacher/classrooms/c1')).toEqual([{ erasedStudentWork: 'REMOVE' }, { erasedStudentWork: 'ANONYMISE' }]);
  });

  it("says 'No students yet' with the class code to share", async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail({ students: [], currentStudents: 0 })) }).fetchImpl);
    renderAtId();
    expect(await screen.findByText('No students yet')).toBeTruthy();
    expect(screen.getByText('Share the class code ABC234 with your students so they can join.')).toBeTruthy();
  });

  it('adds a student by username (trimmed; the button waits for a name) and reloads', async () => {
    signInTeacher();
    let loads = 0;
    const stub = apiStub({
      'GET /api/teacher/classrooms/c1': () => (loads++, okData(buildClassroomDetail())),
      'POST /api/teacher/classrooms/c1/students': () => okData(buildMember({ name: 'Dana', username: 'dana' })),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderAtId();
    const ue = userEvent.setup({ delay: null });
    const add = (await screen.findByRole('button', { name: 'Add Student' })) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await ue.type(screen.getByLabelText('Student username'), '   ');
    expect(add.disabled).toBe(true);
    await ue.type(screen.getByLabelText('Student username'), ' dana ');
    expect(add.disabled).toBe(false);
    await ue.click(add);
    await waitFor(() => expect(loads).toBe(2));
    expect(stub.bodiesOf('POST /api/teacher/classrooms/c1/students')).toEqual([{ username: 'dana' }]);
    expect((screen.getByLabelText('Student username') as HTMLInputElement).value).toBe('');
  });

  it("alerts the server's message when adding fails, else 'Failed to add student'", async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let reply = failure(404, 'NOT_FOUND', 'No student with that username');
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()), 'POST /api/teacher/classrooms/c1/students': () => reply }).fetchImpl,
    );
    renderAtId();
    const ue = userEvent.setup({ delay: null });
    await ue.type(await screen.findByLabelText('Student username'), 'nobody');
    await ue.click(screen.getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('No student with that username'));
    reply = new Response('', { status: 503 });
    await ue.click(screen.getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Failed to add student'));
  });

  it('removes a student after the confirmation, and alerts when it fails', async () => {
    signInTeacher();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stub = apiStub({
      'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
      'DELETE /api/teacher/classrooms/c1/students/s-ben': () => okData({ removed: true }),
      'DELETE /api/teacher/classrooms/c1/students/s-cara': () => failure(500, 'INTERNAL', 'x'),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderAtId();
    const ue = userEvent.setup({ delay: null });
    await ue.click(await screen.findByRole('button', { name: 'Remove Ben Lee' }));
    expect(confirm).toHaveBeenCalledWith('Remove Ben Lee from this classroom?');
    await waitFor(() => expect(stub.calls.filter((c) => c.key === 'GET /api/teacher/classrooms/c1')).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: 'Remove Cara Diaz' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to remove student'));
  });

  it("unlocks a student's sign-in with a success message, and alerts the server's message when it fails", async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stub = apiStub({
      'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
      'POST /api/teacher/classrooms/c1/students/s-ben/unlock': () => okData({ unlockRequested: true }),
      'POST /api/teacher/classrooms/c1/students/s-cara/unlock': () => failure(404, 'NOT_FOUND', 'That student is not in this classroom'),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderAtId();
    const ue = userEvent.setup({ delay: null });
    await ue.click(await screen.findByRole('button', { name: 'Unlock sign-in for Ben Lee' }));
    await waitFor(() => expect(useNotifications.getState().toasts.map((t) => t.title)).toContain('Ben Lee can sign in again'));
    await ue.click(screen.getByRole('button', { name: 'Unlock sign-in for Cara Diaz' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('That student is not in this classroom'));
  });

  it("copies the class code and says 'Class code copied to clipboard!'", async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()) }).fetchImpl);
    renderAtId();
    // user-event puts a clipboard of its own on navigator.
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Copy Class Code' }));
    await waitFor(() => expect(useNotifications.getState().toasts.map((t) => t.title)).toContain('Class code copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe('ABC234');
  });

  it('alerts and goes back to the list when the classroom cannot be loaded', async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms/c1': () => failure(404, 'NOT_FOUND', 'Classroom not found') }).fetchImpl);
    renderAtId();
    expect(await screen.findByText('list page')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Failed to load classroom. You may not have permission to view this class.');
    expect(screen.getByTestId('location').textContent).toBe('/teacher/classrooms');
  });

  it("lists the first 5 assignments with their submissions and 'View all →' when there are more", async () => {
    signInTeacher();
    const assignments = Array.from({ length: 6 }, (_, i) => buildAssignment({ id: `a${i}`, title: `Task ${i}`, status: 'DRAFT', submissionCount: i }));
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail({ assignments })) }).fetchImpl);
    renderAtId();
    expect(await screen.findByRole('link', { name: 'Task 0' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Task 5' })).toBeNull();
    expect(screen.getByText('4 submissions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all →' }).getAttribute('href')).toBe('/teacher/assignments?classroom=c1');
  });

  it('charts the score distribution and the accuracy of the published assignments, with the numbers as text', async () => {
    signInTeacher();
    const assignments = [buildAssignment({ id: 'a1', title: 'Fractions' }), buildAssignment({ id: 'a2', title: 'Draft', status: 'DRAFT' })];
    const detail = buildAssignmentDetail({
      id: 'a1',
      title: 'Fractions',
      submissions: [
        buildSubmission({ username: 'ben', score: 50, problemsAttempted: 4, problemsCorrect: 2 }),
        buildSubmission({ username: 'cara', status: 'GRADED', score: 85, problemsAttempted: 4, problemsCorrect: 4 }),
        buildSubmission({ username: 'dan', status: 'IN_PROGRESS', score: null, problemsAttempted: 2, problemsCorrect: 0 }),
      ],
    });
    const stub = apiStub({ 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail({ assignments })), 'GET /api/teacher/assignments/a1': () => okData(detail) });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderAtId();
    const distFigure = await screen.findByTestId('chart-score-distribution');
    const rows = (figure: HTMLElement) =>
      within(figure)
        .getAllByRole('row')
        .slice(1)
        .map((r: HTMLElement) => [...r.children].map((c) => c.textContent));
    expect(rows(distFigure)).toEqual([
      ['Below 60', '1'],
      ['60–69', '0'],
      ['70–79', '0'],
      ['80–100', '1'],
    ]);
    expect(within(distFigure).getByRole('img', { name: 'Score distribution' })).toBeTruthy();
    expect(rows(screen.getByTestId('chart-accuracy'))).toEqual([['Fractions', '60.0%']]);
    // Only the published assignment's submissions are fetched.
    expect(stub.calls.some((c) => c.key === 'GET /api/teacher/assignments/a2')).toBe(false);
  });

  it('charts the accuracy by topic of the class, with the numbers in a table', async () => {
    signInTeacher();
    const topics = [
      { topic: 'Decimals', attempted: 4, correct: 1, accuracy: 25 },
      { topic: 'Fractions', attempted: 6, correct: 5, accuracy: 83.3 },
    ];
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
        'GET /api/teacher/classrooms/c1/analytics': () => okData(buildAnalytics({ topics })),
      }).fetchImpl,
    );
    renderAtId();
    const table = await screen.findByTestId('chart-topic-accuracy-table');
    const cells = within(table)
      .getAllByRole('row')
      .map((r: HTMLElement) => [...r.children].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Topic', 'Attempted', 'Correct', 'Accuracy'],
      ['Decimals', '4', '1', '25.0%'],
      ['Fractions', '6', '5', '83.3%'],
    ]);
    expect(within(screen.getByTestId('chart-topic-accuracy')).getByRole('img', { name: 'Accuracy by topic' })).toBeTruthy();
  });

  it("says 'No answers yet' by topic before any answer is counted", async () => {
    signInTeacher();
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
        'GET /api/teacher/classrooms/c1/analytics': () => okData(buildAnalytics({ topics: [] })),
      }).fetchImpl,
    );
    renderAtId();
    expect((await screen.findByTestId('chart-topic-accuracy')).textContent).toBe('No answers yet');
    expect(screen.queryByRole('img', { name: 'Accuracy by topic' })).toBeNull();
  });

  it("shows the class's tutor use: the class over 7 and 30 days, each student who used it by name, and the skills it helped with", async () => {
    signInTeacher();
    const f = (walkthroughs: number, stepsSeen: number, stepsRight: number) => ({ walkthroughs, stepsSeen, stepsRight });
    const skill = { skillId: 'g5.nf.add', topic: 'Fractions', subtopic: 'Add unlike fractions' };
    const tutor = {
      last7: { ...f(1, 4, 1), students: 1 },
      last30: { ...f(3, 11, 6), students: 1 },
      students: [{ studentId: 's-cara', last7: f(1, 4, 1), last30: f(3, 11, 6), skills: [{ ...skill, lastDay: '2026-11-20', ...f(3, 11, 6) }] }],
      skills: [{ ...skill, students: 1, ...f(3, 11, 6) }],
    };
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
        'GET /api/teacher/classrooms/c1/analytics': () => okData(buildAnalytics({ tutor })),
      }).fetchImpl,
    );
    renderAtId();
    const panel = await screen.findByTestId('class-tutor-use');
    const rows = (name: string) =>
      within(within(panel).getByRole('table', { name }))
        .getAllByRole('row')
        .map((r: HTMLElement) => [...r.children].map((c) => c.textContent));
    expect(within(panel).getByText('1 student: 1 walkthrough, 4 steps seen, 1 filled in right')).toBeTruthy();
    expect(within(panel).getByText('1 student: 3 walkthroughs, 11 steps seen, 6 filled in right')).toBeTruthy();
    expect(rows('Tutor use by student')).toEqual([
      ['Student', 'Last 7 days', 'Last 30 days', 'Skills'],
      ['Cara Diaz', '1 walkthrough, 4 steps seen, 1 filled in right', '3 walkthroughs, 11 steps seen, 6 filled in right', 'Add unlike fractions'],
    ]);
    expect(rows('Skills the tutor helped with').slice(1)).toEqual([['Fractions: Add unlike fractions', '1', '3', '6 / 11']]);
  });

  it('says so when no student of the class has used the tutor', async () => {
    signInTeacher();
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
        'GET /api/teacher/classrooms/c1/analytics': () => okData(buildAnalytics()),
      }).fetchImpl,
    );
    renderAtId();
    expect(await screen.findByText('No student in this class has used the step-by-step tutor in the last 30 days.')).toBeTruthy();
    expect(screen.queryByTestId('class-tutor-use')).toBeNull();
  });
});
