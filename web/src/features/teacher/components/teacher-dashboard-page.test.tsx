// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { apiStub, buildAssignment, buildClassroom, failure, okData } from '../../../testing/area-fixtures';
import { buildUser, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import TeacherDashboardPage from './teacher-dashboard-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInTeacher = () =>
  useSession.setState({ user: buildUser({ role: 'TEACHER', profile: { displayName: 'Ms Rivera', username: 'rivera' } }), isLoading: false, isInitialized: true });
const renderPage = () => renderPageAt('/teacher/dashboard', <TeacherDashboardPage />);

describe('teacher dashboard', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it("shows 'Loading dashboard...' while the classrooms and assignments load", () => {
    signInTeacher();
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByText('Loading dashboard...')).toBeTruthy();
  });

  it('greets the teacher and counts active classrooms, students and published assignments', async () => {
    signInTeacher();
    const stub = apiStub({
      'GET /api/teacher/classrooms': () =>
        okData([buildClassroom({ id: 'c1', currentStudents: 12 }), buildClassroom({ id: 'c2', name: 'Old class', isActive: false, currentStudents: 1 })]),
      'GET /api/teacher/assignments': () =>
        okData([buildAssignment({ id: 'a1', dueDate: '2026-12-01T15:00:00.000Z' }), buildAssignment({ id: 'a2', title: 'Draft one', status: 'DRAFT' })]),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ms Rivera!' })).toBeTruthy();
    expect(screen.getByText("Here's what's happening with your classes today.")).toBeTruthy();
    expect((await screen.findByTestId('count-active-classrooms')).textContent).toBe('1');
    expect(screen.getByTestId('count-total-students').textContent).toBe('13');
    expect(screen.getByTestId('count-active-assignments').textContent).toBe('1');
    // The assignments are asked for with limit=5.
    expect(stub.calls.find((c) => c.key === 'GET /api/teacher/assignments')!.url).toBe('/api/teacher/assignments?limit=5');
    const classes = within(screen.getByTestId('dashboard-classrooms'));
    expect(classes.getByText('Maths 6A')).toBeTruthy();
    expect(classes.getAllByText('Grade 6 • Math')).toHaveLength(2);
    expect(classes.getAllByText('ABC234')).toHaveLength(2);
    expect(classes.getByText('12 students')).toBeTruthy();
    expect(classes.getByText('1 student')).toBeTruthy(); // the count and its word agree
    const assignments = within(screen.getByTestId('dashboard-assignments'));
    expect(assignments.getByText('Published')).toBeTruthy();
    expect(assignments.getByText('Draft')).toBeTruthy();
    expect(assignments.getByText(`Due ${new Date('2026-12-01T15:00:00.000Z').toLocaleDateString()}`, { exact: false })).toBeTruthy();
    expect(screen.queryByText('View all classrooms →')).toBeNull();
    for (const name of ['+ New Class', '+ New Assignment', 'Create Classroom', 'New Assignment', 'View Analytics']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Create Classroom' }).getAttribute('href')).toBe('/teacher/classrooms/new');
    expect(screen.getByRole('link', { name: 'View Analytics' }).getAttribute('href')).toBe('/teacher/analytics');
  });

  it("lists the first 5 classrooms and links 'View all classrooms →' when there are more", async () => {
    signInTeacher();
    const many = Array.from({ length: 7 }, (_, i) => buildClassroom({ id: `c${i}`, name: `Class ${i}` }));
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms': () => okData(many), 'GET /api/teacher/assignments': () => okData([]) }).fetchImpl);
    renderPage();
    const link = await screen.findByRole('link', { name: 'View all classrooms →' });
    expect(link.getAttribute('href')).toBe('/teacher/classrooms');
    expect(within(screen.getByTestId('dashboard-classrooms')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows both empty states', async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms': () => okData([]), 'GET /api/teacher/assignments': () => okData([]) }).fetchImpl);
    renderPage();
    expect(await screen.findByText('No classrooms yet')).toBeTruthy();
    expect(screen.getByText('Create your first classroom to get started!')).toBeTruthy();
    expect(screen.getByText('No assignments yet')).toBeTruthy();
    expect(screen.getByText('Create assignments to track student progress!')).toBeTruthy();
  });

  it("a failed panel logs 'Failed to load dashboard data' and shows its own 'Try again'; the other panels work, and the retry reads again", async () => {
    signInTeacher();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let classroomsFail = true;
    const stub = apiStub({
      'GET /api/teacher/classrooms': () => (classroomsFail ? failure(500, 'INTERNAL', 'boom') : okData([buildClassroom({ id: 'c1', currentStudents: 4 })])),
      'GET /api/teacher/assignments': () => okData([buildAssignment({ id: 'a1' })]),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPage();
    const failed = await screen.findByTestId('classrooms-error');
    expect(failed.textContent).toContain('Could not load your classrooms.');
    // The assignments panel and the quick actions still work.
    expect(within(await screen.findByTestId('dashboard-assignments')).getByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Classroom' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ms Rivera!' })).toBeTruthy();
    expect(log.mock.calls.some((c) => c[0] === 'Failed to load dashboard data')).toBe(true);
    classroomsFail = false;
    within(failed).getByRole('button', { name: 'Try again' }).click();
    expect(within(await screen.findByTestId('dashboard-classrooms')).getByText('4 students')).toBeTruthy();
    expect(screen.queryByTestId('classrooms-error')).toBeNull();
  });
});
