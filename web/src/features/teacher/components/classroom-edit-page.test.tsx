// @vitest-environment jsdom
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { apiStub, buildClassroom, buildClassroomDetail, failure, okData } from '../../../testing/area-fixtures';
import { buildUser, renderAt, setUpPageTests } from '../../../testing/test-utils';
import ClassroomEditPage from './classroom-edit-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInTeacher = (language: 'en' | 'es-US' = 'en') => useSession.setState({ user: buildUser({ role: 'TEACHER', language }), isLoading: false, isInitialized: true });
const page = (
  <Routes>
    <Route path="/teacher/classrooms/:id/edit" element={<ClassroomEditPage />} />
    <Route path="/teacher/classrooms/:id" element={<p>classroom page</p>} />
  </Routes>
);

describe('edit classroom', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  it("shows the classroom's values, saves the changes with the language of the class and goes back to the classroom", async () => {
    signInTeacher();
    const stub = apiStub({
      'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail({ studentLimit: 30 })),
      'PUT /api/teacher/classrooms/c1': () => okData(buildClassroom({ name: 'Maths 6B', language: 'es-US' })),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderAt(page, '/teacher/classrooms/c1/edit');
    const name = (await screen.findByLabelText('Classroom name')) as HTMLInputElement;
    expect(name.value).toBe('Maths 6A');
    expect((screen.getByLabelText('Description (optional)') as HTMLTextAreaElement).value).toBe('Morning group');
    expect((screen.getByLabelText('Student limit (optional)') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Language of the class') as HTMLSelectElement).value).toBe('en');
    const ue = userEvent.setup({ delay: null });
    await ue.clear(name);
    await ue.type(name, 'Maths 6B');
    await ue.clear(screen.getByLabelText('Student limit (optional)'));
    await ue.selectOptions(screen.getByLabelText('Language of the class'), 'es-US');
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('classroom page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/teacher/classrooms/c1');
    expect(stub.bodiesOf('PUT /api/teacher/classrooms/c1')).toEqual([
      { name: 'Maths 6B', description: 'Morning group', gradeLevel: 6, subject: 'Math', studentLimit: null, language: 'es-US' },
    ]);
  });

  it("refuses a blank name without calling the server, and shows the server's refusal", async () => {
    signInTeacher();
    const stub = apiStub({
      'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
      'PUT /api/teacher/classrooms/c1': () => failure(409, 'CONFLICT', 'The limit is below the students already in the class'),
    });
    fetchMock.mockImplementation(stub.fetchImpl);
    renderAt(page, '/teacher/classrooms/c1/edit');
    const ue = userEvent.setup({ delay: null });
    await ue.clear(await screen.findByLabelText('Classroom name'));
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByTestId('classroom-form-error').textContent).toBe('Name is required');
    expect(stub.bodiesOf('PUT /api/teacher/classrooms/c1')).toEqual([]);
    await ue.type(screen.getByLabelText('Classroom name'), 'Maths 6A');
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByTestId('classroom-form-error').textContent).toBe('The limit is below the students already in the class'));
    expect(screen.getByTestId('location').textContent).toBe('/teacher/classrooms/c1/edit');
  });

  it('is in Spanish for a teacher who reads Spanish', async () => {
    signInTeacher('es-US');
    act(() => useLanguage.getState().choose('es-US'));
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail({ language: 'es-US' })) }).fetchImpl);
    renderAt(<I18nProvider>{page}</I18nProvider>, '/teacher/classrooms/c1/edit');
    expect(await screen.findByRole('heading', { name: 'Editar la clase' })).toBeTruthy();
    expect(((await screen.findByLabelText('Idioma de la clase')) as HTMLSelectElement).value).toBe('es-US');
    expect(screen.getByLabelText('Materia')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Matemáticas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es-US');
  });
});
