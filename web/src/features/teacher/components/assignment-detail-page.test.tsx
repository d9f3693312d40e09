// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useNotifications } from '../../../stores/notifications';
import { useSession } from '../../../stores/session';
import { apiStub, buildAssignmentDetail, buildStats, buildSubmission, failure, okData, type StubRoute } from '../../../testing/area-fixtures';
import { buildUser, renderAt, setUpPageTests } from '../../../testing/test-utils';
import AssignmentDetailPage from './assignment-detail-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInTeacher = () => useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true });
const renderAtId = () =>
  renderAt(
    <Routes>
      <Route path="/teacher/assignments/:id" element={<AssignmentDetailPage />} />
      <Route path="/teacher/dashboard" element={<p>teacher dashboard</p>} />
    </Routes>,
    '/teacher/assignments/a1',
  );

describe('assignment detail', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  function stub(detail = buildAssignmentDetail(), stats = buildStats(), extra: Record<string, StubRoute> = {}) {
    const s = apiStub({ 'GET /api/teacher/assignments/a1': () => okData(detail), 'GET /api/teacher/assignments/a1/stats': () => okData(stats), ...extra });
    fetchMock.mockImplementation(s.fetchImpl);
    return s;
  }

  it('shows the assignment, its numbers (N/A without an average) and the submissions in whole minutes', async () => {
    signInTeacher();
    stub(
      buildAssignmentDetail({ dueDate: null, timeLimit: null }),
      buildStats({ notStarted: 3, inProgress: 2, submitted: 1, graded: 4, averageScore: null, passRate: null, lateSubmissions: 1 }),
    );
    renderAtId();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions week 1' })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText('No due date')).toBeTruthy();
    expect(screen.getByText('70%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish Now' })).toBeNull();
    const tiles = ['stat-not-started', 'stat-in-progress', 'stat-submitted', 'stat-graded', 'stat-average', 'stat-pass-rate', 'stat-late'];
    expect(tiles.map((t) => screen.getByTestId(t).textContent)).toEqual(['3', '2', '1', '4', 'N/A', 'N/A', '1']);
    const ben = within(screen.getByTestId('submission-sub-ben'));
    expect(ben.getByText('Ben Lee')).toBeTruthy();
    expect(ben.getByText(/1\/2 correct • 3 min • Score 50%/)).toBeTruthy();
    expect(ben.getByText('Submitted')).toBeTruthy();
  });

  it('writes averages and pass rates with one decimal', async () => {
    signInTeacher();
    stub(buildAssignmentDetail(), buildStats({ averageScore: 72.25, passRate: 50 }));
    renderAtId();
    expect((await screen.findByTestId('stat-average')).textContent).toBe('72.3%');
    expect(screen.getByTestId('stat-pass-rate').textContent).toBe('50.0%');
  });

  it('publishes a draft after the confirmation and says so', async () => {
    signInTeacher();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let published = false;
    stub(buildAssignmentDetail({ status: 'DRAFT' }), buildStats(), {
      'GET /api/teacher/assignments/a1': () => okData(buildAssignmentDetail({ status: published ? 'PUBLISHED' : 'DRAFT' })),
      'POST /api/teacher/assignments/a1/publish': () => ((published = true), okData(buildAssignmentDetail())),
    });
    renderAtId();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Publish Now' }));
    expect(confirm).toHaveBeenCalledWith('Publish this assignment to all students in the classroom?');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish Now' })).toBeNull());
    expect(useNotifications.getState().toasts.map((t) => t.title)).toContain('Assignment published successfully!');
  });

  it("alerts 'Failed to publish assignment' when publishing fails, and does nothing when not confirmed", async () => {
    signInTeacher();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = stub(buildAssignmentDetail({ status: 'DRAFT' }), buildStats(), { 'POST /api/teacher/assignments/a1/publish': () => failure(500, 'INTERNAL', 'x') });
    renderAtId();
    const ue = userEvent.setup({ delay: null });
    await ue.click(await screen.findByRole('button', { name: 'Publish Now' }));
    expect(s.calls.some((c) => c.key === 'POST /api/teacher/assignments/a1/publish')).toBe(false);
    await ue.click(screen.getByRole('button', { name: 'Publish Now' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to publish assignment'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('warns when a published assignment is past due, with the late count', async () => {
    signInTeacher();
    stub(buildAssignmentDetail({ dueDate: '2020-01-01T00:00:00.000Z' }), buildStats({ lateSubmissions: 2 }));
    renderAtId();
    expect((await screen.findByTestId('overdue-warning')).textContent).toBe('This assignment is past its due date. Late submissions: 2');
  });

  it('grades a submitted submission: a score is required and must be 0-100; passed follows the passing score', async () => {
    signInTeacher();
    let graded = false;
    const s = stub(buildAssignmentDetail(), buildStats(), {
      'GET /api/teacher/assignments/a1': () =>
        okData(buildAssignmentDetail({ submissions: [graded ? buildSubmission({ status: 'GRADED', score: 80, passed: true, teacherComments: 'Well done' }) : buildSubmission()] })),
      'POST /api/teacher/submissions/sub-ben/grade': () => ((graded = true), okData(buildSubmission({ status: 'GRADED' }))),
    });
    renderAtId();
    const ue = userEvent.setup({ delay: null });
    await ue.click(await screen.findByRole('button', { name: 'Grade Ben Lee' }));
    const form = within(screen.getByRole('form', { name: 'Grade Ben Lee' }));
    const score = form.getByLabelText('Score (0-100)');
    await ue.clear(score);
    await ue.click(form.getByRole('button', { name: 'Save Grade' }));
    expect(form.getByTestId('grade-form-error').textContent).toBe('Please enter a score');
    await ue.type(score, '120');
    await ue.click(form.getByRole('button', { name: 'Save Grade' }));
    expect(form.getByTestId('grade-form-error').textContent).toBe('Score must be from 0 to 100');
    expect(s.calls.some((c) => c.key.startsWith('POST /api/teacher/submissions'))).toBe(false);
    await ue.clear(score);
    await ue.type(score, '80');
    await ue.type(form.getByLabelText('Comments (optional)'), ' Well done ');
    await ue.click(form.getByRole('button', { name: 'Save Grade' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Grade Ben Lee' })).toBeNull());
    expect(s.bodiesOf('POST /api/teacher/submissions/sub-ben/grade')).toEqual([{ score: 80, passed: true, teacherComments: 'Well done' }]);
    const row = within(screen.getByTestId('submission-sub-ben'));
    expect(await row.findByText('Graded')).toBeTruthy();
    expect(row.getByText('“Well done”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Grade Ben Lee' })).toBeNull();
  });

  it("offers grading only for SUBMITTED; Cancel closes the form; a failed save alerts 'Failed to save grade'", async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = stub(
      buildAssignmentDetail({
        submissions: [buildSubmission(), buildSubmission({ username: 'cara', name: 'Cara Diaz', status: 'IN_PROGRESS', score: null, passed: null })],
      }),
      buildStats(),
      { 'POST /api/teacher/submissions/sub-ben/grade': () => failure(500, 'INTERNAL', 'x') },
    );
    renderAtId();
    const ue = userEvent.setup({ delay: null });
    expect(await screen.findByRole('button', { name: 'Grade Ben Lee' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Grade Cara Diaz' })).toBeNull();
    await ue.click(screen.getByRole('button', { name: 'Grade Ben Lee' }));
    await ue.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Grade Ben Lee' })).toBeNull();
    await ue.click(screen.getByRole('button', { name: 'Grade Ben Lee' }));
    const form = within(screen.getByRole('form', { name: 'Grade Ben Lee' }));
    await ue.clear(form.getByLabelText('Score (0-100)'));
    await ue.type(form.getByLabelText('Score (0-100)'), '65');
    await ue.click(form.getByRole('button', { name: 'Save Grade' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to save grade'));
    expect(s.bodiesOf('POST /api/teacher/submissions/sub-ben/grade')).toEqual([{ score: 65, passed: false }]);
    expect(screen.getByRole('form', { name: 'Grade Ben Lee' })).toBeTruthy();
  });

  it("alerts 'Failed to load assignment data' and goes to the teacher dashboard", async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/assignments/a1': () => failure(404, 'NOT_FOUND', 'Assignment not found') }).fetchImpl);
    renderAtId();
    expect(await screen.findByText('teacher dashboard')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Failed to load assignment data');
  });
});
