// @vitest-environment jsdom
import type { Challenge } from '@mathquest/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildDashboardStats, buildUser, jsonResponse, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import ChallengesPage from './challenges-page';

configure({ asyncUtilTimeout: 10_000 });

// The socket notices the page sends after its calls (docs/adr/0124), recorded instead of sent.
const notices = vi.hoisted(() => ({ sent: vi.fn(), accepted: vi.fn(), declined: vi.fn() }));
vi.mock('../../../lib/socket', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../lib/socket')>()), challengeNotices: notices }));

const challenge = (over: Partial<Challenge> = {}): Challenge => ({
  id: 'c1',
  status: 'PENDING',
  challengerId: 'u2',
  challengerName: 'ann',
  challengerLevel: 3,
  challengerAvatar: null,
  challengerLook: { BODY: { id: 'cape', name: 'Cape', emoji: '🦸', color: '#c00' } },
  challengerScore: null,
  challengerAccuracy: null,
  challengerTime: null,
  opponentId: 'u1',
  opponentName: 'me',
  opponentLevel: 4,
  opponentAvatar: null,
  opponentLook: {},
  opponentScore: null,
  opponentAccuracy: null,
  opponentTime: null,
  winnerId: null,
  topic: 'Fractions',
  problemCount: 5,
  timeLimit: 30,
  wagerCoins: 40,
  wagerGems: 2,
  createdAt: '2026-05-01T10:00:00.000Z',
  expiresAt: '2026-05-02T10:00:00.000Z',
  playedByMe: false,
  ...over,
});

function lists(l: { ACTIVE?: Challenge[]; PENDING?: Challenge[]; COMPLETED?: Challenge[] }, extra: Record<string, (init: RequestInit, url: string) => Response> = {}) {
  return routedFetch({
    'GET /api/engagement/challenges/active': () => ok(l.ACTIVE ?? []),
    'GET /api/engagement/challenges/pending': () => ok(l.PENDING ?? []),
    'GET /api/engagement/challenges/completed': () => ok(l.COMPLETED ?? []),
    'GET /api/engagement/analytics/dashboard': () => ok(buildDashboardStats({ level: 7 })),
    ...extra,
  });
}

describe('challenges page', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();
  const signIn = () => useSession.setState({ user: buildUser({ id: 'u1' }), isLoading: false, isInitialized: true });

  it('shows the arena, the stats and every empty state', async () => {
    signIn();
    fetchMock.mockImplementation(lists({}));
    renderPageAt('/challenges', <ChallengesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Challenge Arena' })).toBeTruthy();
    expect(await screen.findByText('No active challenges')).toBeTruthy();
    expect(within(screen.getByTestId('stat-level')).getByText('7')).toBeTruthy();
    expect(within(screen.getByTestId('stat-win-rate')).getByText('0%')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending (0)' }));
    expect(screen.getByText('No pending challenges')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'History (0)' }));
    expect(screen.getByText('No battle history')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find Opponent' })).toBeTruthy();
    for (const label of ['Username', 'Topic', 'Problems', 'Time limit per problem', 'Wager coins', 'Wager gems']) expect(screen.getByLabelText(label)).toBeTruthy();
  });

  it('an incoming challenge shows its topic, problems, time limit and wager with Accept and Decline; a sent one has neither', async () => {
    signIn();
    const accepted: string[] = [];
    fetchMock.mockImplementation(
      lists({ PENDING: [challenge(), challenge({ id: 'c2', challengerId: 'u1', challengerName: 'me', opponentId: 'u3', opponentName: 'bob' })] }, {
        'POST /api/engagement/challenges/c1/accept': () => {
          accepted.push('c1');
          return ok(challenge({ status: 'ACTIVE' }));
        },
      }),
    );
    renderPageAt('/challenges', <ChallengesPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Pending (2)' }));
    const incoming = screen.getByTestId('challenge-c1');
    expect(within(incoming).getByText('ann challenged you!')).toBeTruthy();
    expect(incoming.textContent).toContain('Fractions');
    expect(incoming.textContent).toContain('30s per problem');
    expect(incoming.textContent).toContain('40 coins + 2 gems');
    // Both sides drawn with what they wear, challenger first.
    const faces = within(incoming).getAllByTestId('side-avatar');
    expect(faces.map((f) => f.querySelector('svg')?.getAttribute('aria-label'))).toEqual(["ann's avatar", "me's avatar"]);
    expect(faces[0]!.querySelector('[data-layer="BODY"]')?.getAttribute('data-item')).toBe('cape');
    expect(faces[1]!.querySelector('[data-layer="BODY"]')?.getAttribute('data-item')).toBe('');
    const sent = screen.getByTestId('challenge-c2');
    expect(within(sent).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(sent).getByText('Waiting for bob to answer')).toBeTruthy();
    await userEvent.click(within(incoming).getByRole('button', { name: 'Accept' }));
    expect(accepted).toEqual(['c1']);
    // After the call succeeded, the challenger is told over the socket.
    await waitFor(() => expect(notices.accepted).toHaveBeenCalledTimes(1));
    expect(notices.accepted).toHaveBeenCalledWith('c1', 'u2');
    expect(notices.declined).not.toHaveBeenCalled();
  });

  it('active cards show twice the wager as the prize pool; history rows VICTORY, DRAW or DEFEAT and the win rate', async () => {
    signIn();
    const done = (id: string, winnerId: string | null) => challenge({ id, status: 'COMPLETED', winnerId, challengerScore: 300, opponentScore: 200, challengerAccuracy: 100, opponentAccuracy: 60, challengerTime: 40, opponentTime: 50 });
    fetchMock.mockImplementation(lists({ ACTIVE: [challenge({ id: 'a1', status: 'ACTIVE' })], COMPLETED: [done('h1', 'u1'), done('h2', null), done('h3', 'u2')] }));
    renderPageAt('/challenges', <ChallengesPage />);
    expect(await screen.findByText('Prize pool: 80 coins + 4 gems')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Battle' })).toBeTruthy();
    expect(within(screen.getByTestId('stat-win-rate')).getByText('33%')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'History (3)' }));
    expect(screen.getByTestId('outcome-h1').textContent).toBe('VICTORY');
    expect(screen.getByTestId('outcome-h2').textContent).toBe('DRAW');
    expect(screen.getByTestId('outcome-h3').textContent).toBe('DEFEAT');
  });

  it("words a refused send by its code", async () => {
    signIn();
    fetchMock.mockImplementation(
      lists({}, { 'POST /api/engagement/challenges': () => jsonResponse(409, { success: false, error: { code: 'NOT_ENOUGH_COINS', message: 'Not enough coins: the wager is 50 coins and you have 10' } }) }),
    );
    renderPageAt('/challenges', <ChallengesPage />);
    await screen.findByText('No active challenges');
    await userEvent.type(screen.getByLabelText('Username'), 'bob');
    await userEvent.clear(screen.getByLabelText('Wager coins'));
    await userEvent.type(screen.getByLabelText('Wager coins'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Send Challenge' }));
    expect((await screen.findByTestId('send-error')).textContent).toBe('You do not have enough coins.');
    // A refused call tells nobody.
    expect(notices.sent).not.toHaveBeenCalled();
  });

  it('tells the challenged student over the socket once the send succeeded', async () => {
    signIn();
    notices.sent.mockClear();
    fetchMock.mockImplementation(lists({}, { 'POST /api/engagement/challenges': () => jsonResponse(201, { success: true, data: challenge({ id: 'c9', challengerId: 'u1', challengerName: 'me', opponentId: 'u3', opponentName: 'bob' }) }) }));
    renderPageAt('/challenges', <ChallengesPage />);
    await screen.findByText('No active challenges');
    await userEvent.type(screen.getByLabelText('Username'), 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Send Challenge' }));
    await waitFor(() => expect(notices.sent).toHaveBeenCalledWith('u3', 'c9'));
    expect(notices.sent).toHaveBeenCalledTimes(1);
  });
});
