// @vitest-environment jsdom
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { apiStub, buildClassroom, failure, okData } from '../../../testing/area-fixtures';
import { buildUser, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import ClassroomNewPage from './classroom-new-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInTeacher = () => useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true });
const renderPage = () =>
  renderPageAt('/teacher/classrooms/new', <ClassroomNewPage />, { '/teacher/classrooms/:id': <p>classroom page</p>, '/teacher/classrooms': <p>list page</p> });

describe('create classroom', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it('defaults to grade 6, Math and English, and notes the class code', () => {
    signInTeacher();
    renderPage();
    expect((screen.getByLabelText('Grade level') as HTMLSelectElement).value).toBe('6');
    expect((screen.getByLabelText('Subject') as HTMLSelectElement).value).toBe('Math');
    expect([...(screen.getByLabelText('Grade level') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['4', '5', '6', '7', '8']);
    expect([...(screen.getByLabelText('Subject') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['Math', 'Algebra', 'Geometry', 'Pre-Algebra']);
    expect([...(screen.getByLabelText('Language of the class') as HTMLSelectElement).options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['en', 'English', 'en'],
      ['es-US', 'Español', 'es-US'],
    ]);
    expect((screen.getByLabelText('Language of the class') as HTMLSelectElement).value).toBe('en');
    expect(screen.getByText(/A unique class code will be generated after creation/)).toBeTruthy();
  });

  it('refuses a blank name and a student limit outside 1-100, without calling the server', async () => {
    signInTeacher();
    renderPage();
    const ue = userEvent.setup({ delay: null });
    await ue.type(screen.getByLabelText('Classroom name'), '   ');
    await ue.click(screen.getByRole('button', { name: 'Create Classroom' }));
    expect(screen.getByTestId('classroom-form-error').textContent).toBe('Name is required');
    await ue.type(screen.getByLabelText('Classroom name'), 'Maths 6A');
    for (const bad of ['0', '101', '2.5', 'ten']) {
      await ue.clear(screen.getByLabelText('Student limit (optional)'));
      await ue.type(screen.getByLabelText('Student limit (optional)'), bad);
      await ue.click(screen.getByRole('button', { name: 'Create Classroom' }));
      expect(screen.getByTestId('classroom-form-error').textContent).toBe('Student limit must be a whole number from 1 to 100');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates with the chosen values (no description, no limit when blank, the language of the class) and goes to the new classroom', async () => {
    signInTeacher();
    const stub = apiStub({ 'POST /api/teacher/classrooms': () => okData(buildClassroom({ id: 'new1' })) });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPage();
    const ue = userEvent.setup({ delay: null });
    await ue.type(screen.getByLabelText('Classroom name'), '  Algebra club ');
    await ue.selectOptions(screen.getByLabelText('Grade level'), '8');
    await ue.selectOptions(screen.getByLabelText('Subject'), 'Algebra');
    await ue.selectOptions(screen.getByLabelText('Language of the class'), 'es-US');
    await ue.click(screen.getByRole('button', { name: 'Create Classroom' }));
    expect(await screen.findByText('classroom page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/teacher/classrooms/new1');
    expect(stub.bodiesOf('POST /api/teacher/classrooms')).toEqual([{ name: 'Algebra club', gradeLevel: 8, subject: 'Algebra', language: 'es-US' }]);
  });

  it("sends the description and limit when given, and shows 'Creating...' while saving", async () => {
    signInTeacher();
    let answer: (r: Response) => void = () => undefined;
    const stub = apiStub({ 'POST /api/teacher/classrooms': () => new Promise<Response>((r) => (answer = r)) });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderPage();
    const ue = userEvent.setup({ delay: null });
    await ue.type(screen.getByLabelText('Classroom name'), 'Maths 6A');
    await ue.type(screen.getByLabelText('Description (optional)'), 'Morning group');
    await ue.type(screen.getByLabelText('Student limit (optional)'), '25');
    await ue.click(screen.getByRole('button', { name: 'Create Classroom' }));
    expect(((await screen.findByRole('button', { name: 'Creating...' })) as HTMLButtonElement).disabled).toBe(true);
    answer(okData(buildClassroom({ id: 'c9' })));
    expect(await screen.findByText('classroom page')).toBeTruthy();
    expect(stub.bodiesOf('POST /api/teacher/classrooms')).toEqual([{ name: 'Maths 6A', description: 'Morning group', gradeLevel: 6, subject: 'Math', studentLimit: 25, language: 'en' }]);
  });

  it("alerts the server's message, else 'Failed to create classroom'", async () => {
    signInTeacher();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let reply = failure(400, 'VALIDATION_ERROR', 'Name must be at most 100 characters');
    fetchMock.mockImplementation(apiStub({ 'POST /api/teacher/classrooms': () => reply }).fetchImpl);
    renderPage();
    const ue = userEvent.setup({ delay: null });
    await ue.type(screen.getByLabelText('Classroom name'), 'Maths 6A');
    await ue.click(screen.getByRole('button', { name: 'Create Classroom' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Name must be at most 100 characters'));
    reply = new Response('not json', { status: 502 });
    await ue.click(await screen.findByRole('button', { name: 'Create Classroom' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Failed to create classroom'));
    expect(screen.getByTestId('location').textContent).toBe('/teacher/classrooms/new');
  });

  it('Cancel goes back to the list', async () => {
    signInTeacher();
    renderPage();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByTestId('location').textContent).toBe('/teacher/classrooms');
  });
});
