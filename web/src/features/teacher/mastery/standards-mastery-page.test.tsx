// @vitest-environment jsdom
import type { ClassroomMastery, Standard } from '@mathquest/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { apiStub, buildClassroomDetail, buildMember, failure, okData } from '../../../testing/area-fixtures';
import { buildUser, renderAt, setUpPageTests } from '../../../testing/test-utils';
import StandardsMasteryPage from './standards-mastery-page';

configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> but not its modal methods: opened and closed as a browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const std = (code: string, grade: number, domain: string, name: string): Standard => ({ code, grade, domain, skills: [{ skillId: `${code}-k`, name }] });
const standards = [std('6.RP.A.1', 6, 'RP', 'Ratios'), std('6.RP.A.3', 6, 'RP', 'Percent of a number & finding the whole'), std('6.NS.A.1', 6, 'NS', 'Dividing fractions'), std('7.EE.A.1', 7, 'EE', 'Expressions')];
const report: ClassroomMastery = {
  classroomId: 'c1',
  standards,
  students: [
    { studentId: 's-ben', cells: [{ standard: '6.RP.A.3', level: 'PROFICIENT', problems: 14 }] },
    { studentId: 's-cara', cells: [] },
  ],
};
const answers = {
  studentId: 's-ben',
  standard: '6.RP.A.3',
  level: 'PROFICIENT',
  problems: 14,
  answers: [{ skillId: '6.RP.A.3-k', skillName: 'Percent of a number & finding the whole', difficulty: 3, correct: true, hintsUsed: 1, seconds: 42, answeredAt: '2026-11-02T15:00:00.000Z' }],
};

const signInTeacher = () => useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true });
const renderPage = () => renderAt(<Routes><Route path="/teacher/classrooms/:id/standards" element={<StandardsMasteryPage />} /></Routes>, '/teacher/classrooms/c1/standards');
const headers = () => within(screen.getByTestId('mastery-table')).getAllByRole('columnheader').map((h) => h.textContent);

describe('standards mastery report', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it("shows the class's grade first, grouped by domain, with each student's level and count", async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/game/classrooms/c1/mastery': () => okData(report), 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()) }).fetchImpl);
    renderPage();
    expect(await screen.findByTestId('mastery-table')).toBeTruthy();
    expect(headers()).toEqual(['Grade 6 · Ratios and Proportional Relationships', 'Grade 6 · The Number System', 'Student', '6.RP.A.1', '6.RP.A.3', '6.NS.A.1']);
    const ben = within(screen.getByRole('row', { name: /Ben Lee/ }));
    expect(ben.getByRole('button', { name: 'Pr 14: Ben Lee, 6.RP.A.3, Proficient, 14 problems. Show answers' }).textContent).toBe('Pr 14');
    expect(ben.getAllByRole('img', { name: /not started/ })).toHaveLength(2);
    expect(within(screen.getByRole('row', { name: /Cara Diaz/ })).queryAllByRole('button')).toHaveLength(0);
  });

  it('filters by grade and domain, and says when nothing is left', async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/game/classrooms/c1/mastery': () => okData(report), 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()) }).fetchImpl);
    renderPage();
    await screen.findByTestId('mastery-table');
    await userEvent.selectOptions(screen.getByLabelText('Domain'), 'NS');
    expect(headers()).toEqual(['Grade 6 · The Number System', 'Student', '6.NS.A.1']);
    await userEvent.selectOptions(screen.getByLabelText('Grade'), '7');
    expect(headers()).toEqual(['Grade 7 · Expressions and Equations', 'Student', '7.EE.A.1']);
    expect((screen.getByLabelText('Domain') as HTMLSelectElement).value).toBe('all');
    await userEvent.selectOptions(screen.getByLabelText('Grade'), '8');
    expect(screen.getByTestId('mastery-empty').textContent).toBe('No standards for this grade and domain.');
  });

  it("opens a cell's recent answers in a dialog and closes it", async () => {
    signInTeacher();
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/game/classrooms/c1/mastery': () => okData(report),
        'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
        'GET /api/game/classrooms/c1/students/s-ben/standards/6.RP.A.3/answers': () => okData(answers),
      }).fetchImpl,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Ben Lee, 6.RP.A.3,/ }));
    const dialog = within(await screen.findByTestId('standard-answers'));
    expect(dialog.getByRole('heading', { name: 'Ben Lee · 6.RP.A.3' })).toBeTruthy();
    expect(await dialog.findByText('Proficient (14)')).toBeTruthy();
    expect(dialog.getByRole('cell', { name: '✓ Correct' })).toBeTruthy();
    expect(dialog.getByRole('cell', { name: 'Percent of a number & finding the whole' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('standard-answers')).toBeNull();
  });

  it('says so for a class without students, and when the report cannot be loaded', async () => {
    signInTeacher();
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/game/classrooms/c1/mastery': () => okData({ ...report, students: [] }), 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail({ students: [] })) }).fetchImpl,
    );
    const first = renderPage();
    expect((await screen.findByTestId('mastery-empty')).textContent).toMatch(/No students in this class yet/);
    first.unmount();
    fetchMock.mockImplementation(
      apiStub({ 'GET /api/game/classrooms/c1/mastery': () => failure(404, 'NOT_FOUND', 'Classroom not found'), 'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail({ students: [buildMember()] })) }).fetchImpl,
    );
    renderPage();
    expect((await screen.findByTestId('mastery-error')).textContent).toBe('Classroom not found');
  });
});

describe('standards mastery report in Spanish', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  it("names the skills of a cell's answers in Spanish (the server sends the English subtopic)", async () => {
    useSession.setState({ user: buildUser({ role: 'TEACHER', language: 'es-US' }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale: 'es-US' });
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/game/classrooms/c1/mastery': () => okData(report),
        'GET /api/teacher/classrooms/c1': () => okData(buildClassroomDetail()),
        'GET /api/game/classrooms/c1/students/s-ben/standards/6.RP.A.3/answers': () => okData(answers),
      }).fetchImpl,
    );
    renderAt(
      <I18nProvider>
        <Routes>
          <Route path="/teacher/classrooms/:id/standards" element={<StandardsMasteryPage />} />
        </Routes>
      </I18nProvider>,
      '/teacher/classrooms/c1/standards',
    );
    await userEvent.click(await screen.findByRole('button', { name: /Ben Lee, 6.RP.A.3,/ }));
    const dialog = within(await screen.findByTestId('standard-answers'));
    expect(await dialog.findByRole('cell', { name: 'Porcentaje de un número y encontrar el total' })).toBeTruthy();
    expect(dialog.queryByText('Percent of a number & finding the whole')).toBeNull();
  });
});
