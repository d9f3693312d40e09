// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { apiStub, buildAnalytics, buildClassroom, failure, okData } from '../../../testing/area-fixtures';
import { buildUser, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import AnalyticsPage from './analytics-page';

// Waits for conditions with room to spare: lazy route modules and re-renders can be slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const signInTeacher = () => useSession.setState({ user: buildUser({ role: 'TEACHER' }), isLoading: false, isInitialized: true });
const renderPage = () => renderPageAt('/teacher/analytics', <AnalyticsPage />);
const dd = (card: HTMLElement, term: string) =>
  within(card)
    .getAllByRole('term')
    .find((dt) => dt.textContent === term)!.nextElementSibling!.textContent;

describe('teacher analytics', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it("shows 'Loading analytics...' first", () => {
    signInTeacher();
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(screen.getByText('Loading analytics...')).toBeTruthy();
  });

  it('totals, per-class cards with band, Quick Insights and the charts as text; a failed class shows zeros', async () => {
    signInTeacher();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/teacher/classrooms': () =>
          okData([buildClassroom({ id: 'c1', name: 'Maths 6A' }), buildClassroom({ id: 'c2', name: 'Maths 7B' }), buildClassroom({ id: 'c3', name: 'Broken' })]),
        'GET /api/teacher/classrooms/c1/analytics': () =>
          okData(
            buildAnalytics({
              totalStudents: 20, activeStudents: 5, averageScore: 85.25, completionRate: 40, assignmentCount: 2,
              tutor: { last7: { walkthroughs: 2, stepsSeen: 9, stepsRight: 5, students: 2 }, last30: { walkthroughs: 5, stepsSeen: 20, stepsRight: 12, students: 3 }, students: [], skills: [] },
            }),
          ),
        'GET /api/teacher/classrooms/c2/analytics': () => okData(buildAnalytics({ totalStudents: 25, activeStudents: 12, averageScore: 64, completionRate: 67, assignmentCount: 3 })),
        'GET /api/teacher/classrooms/c3/analytics': () => failure(500, 'INTERNAL', 'x'),
      }).fetchImpl,
    );
    renderPage();
    expect((await screen.findByTestId('total-classrooms')).textContent).toBe('3');
    expect(screen.getByTestId('total-students').textContent).toBe('45');
    expect(screen.getByTestId('total-assignments').textContent).toBe('5');
    // Mean of 85.25 and 64 (the failed class has no average): 74.6.
    expect(screen.getByTestId('overall-average').textContent).toBe('74.6%');
    const first = screen.getByTestId('analytics-c1');
    expect([dd(first, 'Students'), dd(first, 'Active'), dd(first, 'Assignments'), dd(first, 'Avg Score'), dd(first, 'Completion')]).toEqual([
      '20', '5', '2', '85.3%', '40%',
    ]);
    expect(within(first).getByTestId('performance-label').textContent).toBe('Excellent');
    expect([dd(first, 'Tutor, last 7 days'), dd(first, 'Tutor, last 30 days')]).toEqual([
      '2 students: 2 walkthroughs, 9 steps seen, 5 filled in right',
      '3 students: 5 walkthroughs, 20 steps seen, 12 filled in right',
    ]);
    expect(dd(screen.getByTestId('analytics-c2'), 'Tutor, last 7 days')).toBe('Not used');
    expect(within(screen.getByTestId('analytics-c2')).getByTestId('performance-label').textContent).toBe('Fair');
    const broken = screen.getByTestId('analytics-c3');
    expect([dd(broken, 'Students'), dd(broken, 'Avg Score'), dd(broken, 'Completion')]).toEqual(['0', 'N/A', '0%']);
    expect(within(broken).getByTestId('performance-label').textContent).toBe('No data yet');
    const insights = screen.getByTestId('quick-insights').textContent;
    expect(insights).toContain('Best performing class: Maths 6A (85.3%)');
    expect(insights).toContain('Largest class: Maths 7B (25 students)');
    expect(insights).toContain('Most active class: Maths 7B (12 active students)');
    const averages = within(screen.getByTestId('chart-class-averages'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(averages).toEqual([
      ['Maths 6A', '85.3%'],
      ['Maths 7B', '64.0%'],
      ['Broken', 'No data yet'],
    ]);
    expect(screen.getByRole('img', { name: 'Completion by class' })).toBeTruthy();
  });

  it("charts the chosen class's accuracy by topic, the first class until another is chosen; 'No answers yet' without answers", async () => {
    signInTeacher();
    fetchMock.mockImplementation(
      apiStub({
        'GET /api/teacher/classrooms': () => okData([buildClassroom({ id: 'c1', name: 'Maths 6A' }), buildClassroom({ id: 'c2', name: 'Maths 7B' })]),
        'GET /api/teacher/classrooms/c1/analytics': () => okData(buildAnalytics({ topics: [] })),
        'GET /api/teacher/classrooms/c2/analytics': () =>
          okData(buildAnalytics({ topics: [{ topic: 'Ratios', attempted: 8, correct: 6, accuracy: 75 }, { topic: 'Algebra', attempted: 3, correct: 1, accuracy: 33.3 }] })),
      }).fetchImpl,
    );
    renderPage();
    const choose = (await screen.findByLabelText('Class')) as HTMLSelectElement;
    expect(choose.value).toBe('c1');
    expect(screen.getByTestId('chart-topic-accuracy').textContent).toBe('No answers yet');
    await userEvent.setup({ delay: null }).selectOptions(choose, 'c2');
    const cells = within(screen.getByTestId('chart-topic-accuracy-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Ratios', '8', '6', '75.0%'],
      ['Algebra', '3', '1', '33.3%'],
    ]);
    expect(screen.getByRole('img', { name: 'Accuracy by topic' })).toBeTruthy();
  });

  it('offers Create Classroom when there are none', async () => {
    signInTeacher();
    fetchMock.mockImplementation(apiStub({ 'GET /api/teacher/classrooms': () => okData([]) }).fetchImpl);
    renderPage();
    expect((await screen.findByRole('link', { name: 'Create Classroom' })).getAttribute('href')).toBe('/teacher/classrooms/new');
    expect(screen.getByTestId('overall-average').textContent).toBe('N/A');
  });
});
