// @vitest-environment jsdom
import type { Leaderboard, LeaderboardEntry } from '@mathquest/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { Route, Routes } from 'react-router-dom';
import { buildUser, jsonResponse, ok, renderAt, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import LeaderboardsPage from './leaderboards-page';

// A busy machine renders slowly: wait for what the page shows as long as it takes (bounded).
configure({ asyncUtilTimeout: 10_000 });

const entry = (rank: number, over: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  studentId: `s${rank}`,
  rank,
  username: `player${rank}`,
  level: 3,
  avatarUrl: null,
  avatar: { HEAD: { id: 'head-crown', name: 'Crown', emoji: '👑', color: '#f2c230' } },
  score: 1000 - rank * 10,
  change: 0,
  schoolName: 'Lincoln Middle',
  className: 'Class 7B',
  ...over,
});
const boardOf = (over: Partial<Leaderboard> = {}): Leaderboard => ({ type: 'TOTAL_XP', scope: 'GLOBAL', groupName: null, unavailable: null, rule: 'All the XP you have earned.', entries: [], myRank: null, myEntry: null, total: 0, ...over });

function signIn() {
  useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
}

describe('leaderboards page', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it('shows the rank, the podium, ranks 4 to 20 with changes, school and class names, formatted scores', async () => {
    signIn();
    const entries = Array.from({ length: 20 }, (_, i) => entry(i + 1, i === 4 ? { change: 2 } : i === 5 ? { change: -3 } : { score: 12345 - i }));
    fetchMock.mockImplementation(routedFetch({ 'GET /api/engagement/leaderboards': () => ok(boardOf({ entries, myRank: 7, myEntry: entries[6]!, total: 40 })) }));
    renderPageAt('/leaderboards', <LeaderboardsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeTruthy();
    expect(await screen.findByText('#7', { selector: 'strong' })).toBeTruthy();
    const podium = screen.getByRole('list', { name: 'Top 3' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    expect(within(podium).getByText('12,345')).toBeTruthy();
    const rest = screen.getByRole('list', { name: 'Ranks 4 to 20' });
    expect(within(rest).getAllByRole('listitem')).toHaveLength(17);
    expect(within(screen.getByTestId('place-5')).getByLabelText('up 2').textContent).toBe('+2');
    expect(within(screen.getByTestId('place-6')).getByLabelText('down 3').textContent).toBe('-3');
    expect(within(screen.getByTestId('place-4')).getByText('Lincoln Middle · Class 7B')).toBeTruthy();
    // Each place draws the student's avatar from the items they wear.
    const drawn = within(screen.getByTestId('place-1')).getByRole('img', { name: "player1's avatar" });
    expect(drawn.querySelector('[data-layer="HEAD"]')?.getAttribute('data-item')).toBe('head-crown');
    expect(within(rest).getAllByTestId('entry-avatar')).toHaveLength(17);
  });

  it('has the five scope tabs and six metric tabs, keyboard operable, and asks for the chosen board', async () => {
    signIn();
    const asked: string[] = [];
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/leaderboards': (_init, url) => {
          const q = new URL(url, 'http://x').searchParams;
          asked.push(`${q.get('type')}/${q.get('scope')}`);
          const type = q.get('type') as Leaderboard['type'];
          return ok(boardOf({ type, scope: q.get('scope') as Leaderboard['scope'], entries: [entry(1, { score: type === 'ACCURACY' ? 87.25 : 12.34 })], myRank: 1 }));
        },
        'GET /api/engagement/friends': () => ok({ friends: [], incoming: [], outgoing: [] }),
      }),
    );
    renderPageAt('/leaderboards', <LeaderboardsPage />);
    const scopes = screen.getByRole('tablist', { name: 'Scope' });
    expect(within(scopes).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Global', 'My School', 'My Class', 'My Grade', 'Friends']);
    const metrics = screen.getByRole('tablist', { name: 'Metric' });
    expect(within(metrics).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Total XP', 'Problems Solved', 'Best Streak', 'Accuracy', 'Max Combo', 'Speed Runner']);
    await screen.findByTestId('place-1');
    const user = userEvent.setup();
    await user.click(within(metrics).getByRole('tab', { name: 'Accuracy' }));
    expect(await screen.findByText('87.3%')).toBeTruthy();
    // Arrow keys move along the tabs and select: Accuracy → Max Combo → Speed Runner.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(metrics).getByRole('tab', { name: 'Speed Runner' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Speed Runner');
    expect(await screen.findByText('12.3s')).toBeTruthy();
    await user.click(within(scopes).getByRole('tab', { name: 'Friends' }));
    expect(await screen.findByTestId('friends-panel')).toBeTruthy();
    await waitFor(() => expect(asked).toContain('SPEED_RUNNER/FRIENDS'));
    expect(asked).toContain('ACCURACY/GLOBAL');
  });

  it('opens on the metric its link names (the Speed Challenge result links to Speed Runner)', async () => {
    signIn();
    const asked: string[] = [];
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/leaderboards': (_init, url) => {
          const q = new URL(url, 'http://x').searchParams;
          asked.push(`${q.get('type')}/${q.get('scope')}`);
          return ok(boardOf({ type: q.get('type') as Leaderboard['type'], entries: [entry(1, { score: 8.6 })], myRank: 1 }));
        },
      }),
    );
    renderAt(
      <Routes>
        <Route path="/leaderboards" element={<LeaderboardsPage />} />
      </Routes>,
      '/leaderboards?type=SPEED_RUNNER',
    );
    expect(await screen.findByText('8.6s')).toBeTruthy();
    expect(within(screen.getByRole('tablist', { name: 'Metric' })).getByRole('tab', { name: 'Speed Runner' }).getAttribute('aria-selected')).toBe('true');
    expect(asked).toEqual(['SPEED_RUNNER/GLOBAL']);
  });

  it("says 'No rankings yet', and why a scope is empty", async () => {
    signIn();
    fetchMock.mockImplementation(routedFetch({ 'GET /api/engagement/leaderboards': () => ok(boardOf({ scope: 'CLASS', unavailable: 'NO_CLASS' })) }));
    renderPageAt('/leaderboards', <LeaderboardsPage />);
    const empty = await screen.findByTestId('leaderboard-empty');
    expect(empty.textContent).toContain('No rankings yet');
    expect(empty.textContent).toContain('Join a class');
    expect(screen.getByTestId('my-rank').textContent).toBe('You are not ranked on this board yet.');
  });

  it('shows a failure to the child with a way to try again', async () => {
    signIn();
    let calls = 0;
    fetchMock.mockImplementation(
      routedFetch({ 'GET /api/engagement/leaderboards': () => (++calls === 1 ? jsonResponse(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }) : ok(boardOf())) }),
    );
    renderPageAt('/leaderboards', <LeaderboardsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rankings yet')).toBeTruthy();
  });
});
