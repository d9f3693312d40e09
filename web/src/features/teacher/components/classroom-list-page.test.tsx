// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { apiStub, buildClassroom, failure, okData } from '../../../testing/area-fixtures';
import { buildUser, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import ClassroomListPage from './classroom-list-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInTeacher = () => useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true });
const renderPage = () => renderPageAt('/teacher/classrooms', <ClassroomListPage />);
const active = buildClassroom({ id: 'c1', name: 'Maths 6A', currentStudents: 12, studentLimit: 30 });
const archived = buildClassroom({ id: 'c2', name: 'Old class', isActive: false, description: null, studentLimit: null, currentStudents: 4 });

describe('classroom list', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it('shows the cards with badge, description, grade, subject, code and students, and the filter counts', async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms': () => okData([active, archived]) }).fetchImpl);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Classrooms' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'All (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Active (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archived (1)' })).toBeTruthy();
    const first = within(screen.getByTestId('classroom-c1'));
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('Morning group')).toBeTruthy();
    expect(first.getByText('12 / 30')).toBeTruthy();
    expect(first.getByText('ABC234')).toBeTruthy();
    expect(first.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/teacher/classrooms/c1');
    const second = within(screen.getByTestId('classroom-c2'));
    expect(screen.getByTestId('classroom-c2').className).toContain('class-card--archived');
    expect(second.getByText('Archived')).toBeTruthy();
    expect(second.getByText('No description provided')).toBeTruthy();
    expect(second.getByText('4')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('filters, and names the empty filter', async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms': () => okData([active]) }).fetchImpl);
    renderPage();
    const ue = userEvent.setup({ delay: null });
    await ue.click(await screen.findByRole('button', { name: 'Archived (0)' }));
    expect(screen.getByText('No archived classrooms yet.')).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'Active (1)' }));
    expect(screen.getByTestId('classroom-c1')).toBeTruthy();
  });

  it("on All with none: 'No classrooms found' and a create button", async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms': () => okData([]) }).fetchImpl);
    renderPage();
    expect(await screen.findByText('No classrooms found')).toBeTruthy();
    expect(screen.getByText('Create your first classroom to get started!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Classroom' }).getAttribute('href')).toBe('/teacher/classrooms/new');
  });

  it('archives with PUT {isActive:false}, and alerts when that fails', async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const stub = apiStub({
      'GET /api/teacher/classrooms': () => okData([active]),
      'PUT /api/teacher/classrooms/c1': (init) => (fail ? failure(500, 'INTERNAL', 'x') : okData({ ...active, ...JSON.parse(String(init.body)) })),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPage();
    const ue = userEvent.setup({ delay: null });
    await ue.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await within(screen.getByTestId('classroom-c1')).findByText('Archived')).toBeTruthy();
    expect(stub.bodiesOf('PUT /api/teacher/classrooms/c1')).toEqual([{ isActive: false }]);
    fail = true;
    await ue.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update classroom status.'));
  });

  it('deletes after the confirmation, not without it, and alerts when it fails', async () => {
    signInTeacher();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let deletes = 0;
    const stub = apiStub({
      'GET /api/teacher/classrooms': () => okData([active, archived]),
      'DELETE /api/teacher/classrooms/c1': () => (deletes++, okData({ deleted: true })),
      'DELETE /api/teacher/classrooms/c2': () => failure(500, 'INTERNAL', 'x'),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPage();
    const ue = userEvent.setup({ delay: null });
    await ue.click(await screen.findByRole('button', { name: 'Delete Maths 6A' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Maths 6A"? This action cannot be undone.');
    expect(deletes).toBe(0);
    await ue.click(screen.getByRole('button', { name: 'Delete Maths 6A' }));
    await waitFor(() => expect(screen.queryByTestId('classroom-c1')).toBeNull());
    expect(deletes).toBe(1);
    await ue.click(screen.getByRole('button', { name: 'Delete Old class' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete classroom. Please try again.'));
    expect(screen.getByTestId('classroom-c2')).toBeTruthy();
  });
});
