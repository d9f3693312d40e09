// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useNotifications } from '../../../stores/notifications';
import { useSession } from '../../../stores/session';
import { apiStub, buildStudentAssignment, buildStudentClassroom, failure, okData, type StubRoute } from '../../../testing/area-fixtures';
import { buildUser, renderAt, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import MyClassesPage, { canPlay, normaliseClassCode } from './my-classes-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInStudent = () => useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
const renderPage = () => renderPageAt('/classes', <MyClassesPage />, { '/game/solo-play': <p>game screen</p> });

describe('My Classes', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  function stub(extra: Record<string, StubRoute> = {}, classes = [buildStudentClassroom()], assignments = [buildStudentAssignment()]) {
    const s = apiStub({ 'GET /api/teacher/my/classrooms': () => okData(classes), 'GET /api/teacher/my/assignments': () => okData(assignments), ...extra });
    fetchMock.mockImplementation(s.fetchImpl);
    return s;
  }

  it('lists my classes and my assignments with status, score and due date', async () => {
    signInStudent();
    stub({}, [buildStudentClassroom()], [
      buildStudentAssignment({ dueDate: '2026-12-01T15:00:00.000Z' }),
      buildStudentAssignment({
        id: 'a2',
        title: 'Decimals',
        submission: { id: 's2', status: 'GRADED', score: 90, passed: true, problemsAttempted: 5, problemsCorrect: 5, isLate: false },
      }),
    ]);
    renderPage();
    expect(await screen.findByText('Maths 6A')).toBeTruthy();
    expect(screen.getByText('Grade 6 • Math • Ms Rivera')).toBeTruthy();
    const first = within(screen.getByTestId('my-assignment-a1'));
    expect(first.getByText('Not started')).toBeTruthy();
    expect(first.getByText(new RegExp(`Due ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-12-01T15:00:00.000Z')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))).toBeTruthy();
    expect(first.getByRole('link', { name: 'Start Fractions week 1' }).getAttribute('href')).toBe('/game/solo-play?mode=assignment&assignmentId=a1');
    const second = within(screen.getByTestId('my-assignment-a2'));
    expect(second.getByText('Graded')).toBeTruthy();
    expect(second.getByTestId('assignment-score').textContent).toBe('Score 90%');
    expect(second.queryByRole('link')).toBeNull();
  });

  it('shows the empty states', async () => {
    signInStudent();
    stub({}, [], []);
    renderPage();
    expect(await screen.findByText('You have not joined a class yet. Enter the code your teacher gave you above.')).toBeTruthy();
    expect(screen.getByText('No assignments yet. When your teacher publishes one, it shows here.')).toBeTruthy();
  });

  it('joins by code typed in any case (sent upper case), says so and reloads the lists', async () => {
    signInStudent();
    let joined = false;
    const s = stub({
      'POST /api/teacher/join': () => ((joined = true), okData(buildStudentClassroom({ name: 'Algebra club' }))),
      'GET /api/teacher/my/classrooms': () => okData(joined ? [buildStudentClassroom({ name: 'Algebra club' })] : []),
    });
    renderPage();
    const ue = userEvent.setup({ delay: null });
    const box = (await screen.findByLabelText('Class code')) as HTMLInputElement;
    await ue.type(box, 'abc-234x');
    expect(box.value).toBe('ABC234');
    await ue.click(screen.getByRole('button', { name: 'Join Class' }));
    expect(await screen.findByText('Algebra club')).toBeTruthy();
    expect(s.bodiesOf('POST /api/teacher/join')).toEqual([{ classCode: 'ABC234' }]);
    expect(useNotifications.getState().toasts.map((t) => t.title)).toContain('You joined Algebra club!');
    expect(box.value).toBe('');
  });

  it("refuses a code that is not 6 characters, and shows the server's message", async () => {
    signInStudent();
    const s = stub({ 'POST /api/teacher/join': () => failure(404, 'NOT_FOUND', 'No classroom with that class code') });
    renderPage();
    const ue = userEvent.setup({ delay: null });
    await ue.type(await screen.findByLabelText('Class code'), 'abc');
    await ue.click(screen.getByRole('button', { name: 'Join Class' }));
    expect(screen.getByTestId('join-error').textContent).toBe('Class codes are 6 letters and numbers');
    expect(s.calls.some((c) => c.key === 'POST /api/teacher/join')).toBe(false);
    await ue.type(screen.getByLabelText('Class code'), 'def');
    await ue.click(screen.getByRole('button', { name: 'Join Class' }));
    await waitFor(() => expect(screen.getByTestId('join-error').textContent).toBe('No classroom with that class code'));
  });

  it('offers a retry when the lists cannot load', async () => {
    signInStudent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    stub({ 'GET /api/teacher/my/assignments': () => (fail ? failure(500, 'INTERNAL', 'x') : okData([])) });
    renderPage();
    expect(await screen.findByText('We could not load your classes right now.')).toBeTruthy();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Maths 6A')).toBeTruthy();
  });

  it('starting an assignment opens the game screen with its mode and id', async () => {
    signInStudent();
    stub();
    renderPage();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: 'Start Fractions week 1' }));
    expect(await screen.findByText('game screen')).toBeTruthy();
  });
});

describe('class code and playability rules', { timeout: 30_000 }, () => {
  it('normalises what is typed', () => {
    expect(normaliseClassCode(' ab c2-34 99')).toBe('ABC234');
  });

  it('closes handed-in and overdue assignments that refuse late work', () => {
    const now = Date.parse('2026-12-02T00:00:00Z');
    const due = '2026-12-01T00:00:00Z';
    expect(canPlay(buildStudentAssignment(), now)).toBe(true);
    expect(canPlay(buildStudentAssignment({ dueDate: due, allowLateSubmissions: true }), now)).toBe(true);
    expect(canPlay(buildStudentAssignment({ dueDate: due, allowLateSubmissions: false }), now)).toBe(false);
    const submitted = buildStudentAssignment();
    submitted.submission.status = 'SUBMITTED';
    expect(canPlay(submitted, now)).toBe(false);
  });
});

describe('My Classes in Spanish', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  it("words the class's subject in Spanish (the server sends its English value)", async () => {
    useSession.setState({ user: buildUser({ language: 'es-US' }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale: 'es-US' });
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/my/classrooms': () => okData([buildStudentClassroom()]), 'GET /api/teacher/my/assignments': () => okData([]) }).fetchImpl);
    renderAt(
      <I18nProvider>
        <Routes>
          <Route path="/classes" element={<MyClassesPage />} />
        </Routes>
      </I18nProvider>,
      '/classes',
    );
    expect(await screen.findByText('Grado 6 • Matemáticas • Ms Rivera')).toBeTruthy();
  });
});
