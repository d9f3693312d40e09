// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { useRealtime } from '../../../stores/realtime';
import { useSession } from '../../../stores/session';
import {
  buildBattlePass,
  buildDashboardStats,
  buildPet,
  buildQuest,
  buildUser,
  jsonResponse,
  ok,
  renderPageAt,
  routedFetch,
  setUpPageTests,
} from '../../../testing/test-utils';
import HomePage from './home-page';

const quests = [
  buildQuest({ id: 'q1', name: 'Problem Solver', currentProgress: 3, targetValue: 10 }),
  buildQuest({ id: 'q2', kind: 'COMBO_REACHED', name: 'Combo Master', difficulty: 'MEDIUM', currentProgress: 5, targetValue: 5, completedAt: '2026-01-01T10:00:00.000Z', coinReward: 30, gemReward: 1 }),
  buildQuest({ id: 'q3', kind: 'HARD_PROBLEMS', name: 'Challenge Seeker', difficulty: 'HARD', currentProgress: 2, targetValue: 2, completedAt: '2026-01-01T09:00:00.000Z', claimedAt: '2026-01-01T09:05:00.000Z' }),
  buildQuest({ id: 'q4', kind: 'XP_EARNED', name: 'XP Hunter' }),
];

function engagement(over: Record<string, Parameters<typeof routedFetch>[0][string]> = {}) {
  return routedFetch({
    'GET /api/engagement/analytics/dashboard': () => ok(buildDashboardStats()),
    'GET /api/engagement/quests/daily': () => ok(quests),
    'GET /api/engagement/pets/active': () => ok(buildPet()),
    'GET /api/engagement/battlepass': () => ok(buildBattlePass()),
    'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }),
    'GET /api/engagement/friends': () => ok({ friends: [], incoming: [], outgoing: [] }),
    'GET /api/engagement/guilds/my-guild': () => ok({ guild: null, role: null }),
    ...over,
  });
}

function signInStudent() {
  useSession.setState({ user: buildUser({ profile: { displayName: 'Ada Lovelace', username: 'ada' } }), isLoading: false, isInitialized: true, refreshUser: async () => {} });
}

const stand = (label: string) => <p>{label} page</p>;
function renderDashboard() {
  return renderPageAt(
    '/dashboard',
    <>
      <HomePage />
      <Toaster />
    </>,
    { '/game/solo-play': stand('solo play'), '/battlepass': stand('battle pass'), '/guild': stand('guild'), '/pets': stand('pets'), '/multiplayer': stand('lobby') },
  );
}

describe('student dashboard', () => {
  const fetchMock = setUpPageTests();

  it("shows 'Loading your dashboard...' until stats, quests, pet and battle pass have loaded", async () => {
    signInStudent();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fetchMock.mockImplementation(
      engagement({ 'GET /api/engagement/battlepass': async () => (await gate, ok(buildBattlePass())) }),
    );
    renderDashboard();
    expect(screen.getByText('Loading your dashboard...')).toBeTruthy();
    // The account's part shows at once: greeting, level bar, the mode list.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Hi, ada!');
    expect(screen.getByText('Choose Your Mode')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/engagement/pets/active')).toBe(true));
    expect(screen.getByText('Loading your dashboard...')).toBeTruthy();
    release();
    expect(await screen.findByTestId('student-dashboard')).toBeTruthy();
    expect(screen.queryByText('Loading your dashboard...')).toBeNull();
  });

  it('shows the wallet, the four stat tiles, the pet, battle pass and guild cards', async () => {
    signInStudent();
    fetchMock.mockImplementation(engagement());
    renderDashboard();
    await screen.findByTestId('student-dashboard');
    expect(screen.getByTestId('wallet-coins').textContent).toContain('42 coins');
    expect(screen.getByTestId('wallet-gems').textContent).toContain('3 gems');
    const tile = (key: string) => screen.getByTestId(`tile-${key}`).textContent;
    expect(tile('today')).toContain('7');
    expect(tile('today')).toContain("Today's Problems");
    expect(tile('accuracy')).toContain('87.5%');
    expect(tile('streak-days')).toContain('4 days');
    expect(tile('rank')).toContain('#12');
    expect(tile('rank')).toContain('Global Rank');

    const pet = screen.getByTestId('pet-card');
    expect(pet.textContent).toContain('🐉');
    expect(within(pet).getByTestId('pet-name').textContent).toBe('Sparky');
    expect(within(pet).getByTestId('pet-level').textContent).toBe('Level 2');
    expect(within(pet).getByTestId('pet-happiness').textContent).toContain('80%');
    expect(within(pet).getByTestId('pet-happiness').textContent).toContain('Happy');
    expect(screen.queryByTestId('pet-warning')).toBeNull();
    expect(pet.getAttribute('href')).toBe('/pets');

    const pass = screen.getByTestId('battlepass-card');
    expect(pass.textContent).toContain('Season 1: Math Masters');
    expect(within(pass).getByTestId('battlepass-level').textContent).toBe('Level 4');
    expect(within(pass).getByRole('progressbar', { name: 'Battle pass progress' }).getAttribute('aria-valuenow')).toBe('30');
    expect(pass.getAttribute('href')).toBe('/battlepass');

    const guild = screen.getByTestId('guild-card');
    expect(guild.textContent).toContain('Join a Guild!');
    expect(guild.getAttribute('href')).toBe('/guild');
  });

  it("shows the student's guild on the guild card once it has loaded", async () => {
    signInStudent();
    const guild = { id: 'g1', name: 'Owls', icon: '🦉', description: '', level: 3, rank: 2, memberCount: 4, maxMembers: 30, weeklyXp: 1250, totalXp: 4000, currentXp: 500, xpForNextLevel: 2000, benefits: [], activity: [], topContributors: [] };
    fetchMock.mockImplementation(engagement({ 'GET /api/engagement/guilds/my-guild': () => ok({ guild, role: 'MEMBER' }) }));
    renderDashboard();
    const card = await screen.findByTestId('guild-card');
    expect((await within(card).findByTestId('guild-card-name')).textContent).toBe('Owls');
    expect(within(card).getByTestId('guild-card-level').textContent).toBe('Level 3 · Rank #2');
    expect(card.textContent).toContain('1,250 XP this week');
    expect(card.textContent).not.toContain('Join a Guild!');
    expect(card.getAttribute('href')).toBe('/guild');
  });

  it('offers the eight quick actions, and the mode list and header links stay', async () => {
    signInStudent();
    fetchMock.mockImplementation(engagement());
    renderDashboard();
    await screen.findByTestId('student-dashboard');
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    const expected: [string, string][] = [
      ['Play Solo', '/game/solo-play'], ['Boss Battle', '/bosses'], ['Story Mode', '/story'], ['PvP Arena', '/challenges'],
      ['Shop', '/shop'], ['Customize', '/avatar'], ['Home Base', '/homebase'], ['Guild Hall', '/guild'],
    ];
    expect(actions.getAllByRole('link')).toHaveLength(8);
    for (const [name, href] of expected) expect(actions.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(screen.getByTestId('mode-multiplayer').getAttribute('href')).toBe('/multiplayer');
    expect(screen.getByTestId('profile-link').textContent).toBe('Ada Lovelace');
    expect(screen.getByTestId('logout-button')).toBeTruthy();
  });

  it('lists the first three daily quests with progress, a Claim button only for the completed, unclaimed one', async () => {
    signInStudent();
    fetchMock.mockImplementation(engagement());
    renderDashboard();
    await screen.findByTestId('student-dashboard');
    expect(screen.getByTestId('quest-q1')).toBeTruthy();
    expect(screen.getByTestId('quest-q3')).toBeTruthy();
    expect(screen.queryByTestId('quest-q4')).toBeNull();
    expect(screen.getByTestId('quest-progress-q1').textContent).toBe('3/10');
    expect(screen.getByRole('progressbar', { name: 'Problem Solver progress' }).getAttribute('aria-valuenow')).toBe('3');
    expect(within(screen.getByTestId('quest-q1')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('quest-q1')).getByText(/^Ends in \dh \d+m$/)).toBeTruthy();
    expect(within(screen.getByTestId('quest-q2')).getByRole('button', { name: 'Claim Combo Master' })).toBeTruthy();
    expect(within(screen.getByTestId('quest-q3')).getByText('Claimed ✓')).toBeTruthy();
    const complete = screen.getByRole('link', { name: 'Complete Quests' });
    await userEvent.setup().click(complete);
    expect(screen.getByTestId('location').textContent).toBe('/game/solo-play');
  });

  it('claims a completed quest: the quest shows claimed, the wallet the new balance, a reward toast appears', async () => {
    signInStudent();
    const claimed = { ...quests[1]!, claimedAt: '2026-01-01T10:01:00.000Z' };
    fetchMock.mockImplementation(
      engagement({ 'POST /api/engagement/quests/q2/claim': () => ok({ quest: claimed, wallet: { coins: 72, gems: 4 }, xpGranted: 50 }) }),
    );
    renderDashboard();
    await screen.findByTestId('student-dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim Combo Master' }));
    expect(await within(screen.getByTestId('quest-q2')).findByText('Claimed ✓')).toBeTruthy();
    expect(screen.getByTestId('wallet-coins').textContent).toContain('72 coins');
    expect(screen.getByTestId('stat-coins').textContent).toContain('72');
    expect(screen.getByTestId('wallet-gems').textContent).toContain('4 gems');
    const toast = await screen.findByTestId('toast-reward');
    expect(toast.textContent).toContain('Reward claimed!');
    expect(toast.textContent).toContain('+30 coins, +50 XP, +1 gem');
  });

  it('moves a quest live when quest:progress arrives', async () => {
    signInStudent();
    fetchMock.mockImplementation(engagement());
    renderDashboard();
    await screen.findByTestId('student-dashboard');
    act(() => useRealtime.getState().questProgress({ questId: 'q1', name: 'Problem Solver', currentProgress: 4, targetValue: 10 }));
    expect(screen.getByTestId('quest-progress-q1').textContent).toBe('4/10');
  });

  it('warns with a pulsing card when the pet is below 50% happiness', async () => {
    signInStudent();
    fetchMock.mockImplementation(engagement({ 'GET /api/engagement/pets/active': () => ok(buildPet({ happiness: 45, mood: 'neutral' })) }));
    renderDashboard();
    await screen.findByTestId('student-dashboard');
    expect(screen.getByTestId('pet-card').className).toContain('pet-card--warning');
    expect(screen.getByTestId('pet-warning').textContent).toContain('Sparky is unhappy');
    expect(screen.getByTestId('pet-happiness').textContent).toContain('Okay');
    // The link's name is its visible text with hidden words around it (axe: label-content-name-mismatch).
    expect(screen.getByRole('link', { name: /^Your pet ?Sparky, ?Level 2, ?45% · Okay, ?Sparky is unhappy: feed or play! ?Open your pets$/ })).toBeTruthy();
  });

  it("falls back to 'Student', no rank and no pet, and shows 'No quests today'", async () => {
    useSession.setState({ user: buildUser({ profile: { displayName: '', username: '' }, studentProfile: null }), isLoading: false, isInitialized: true, refreshUser: async () => {} });
    fetchMock.mockImplementation(
      engagement({
        'GET /api/engagement/analytics/dashboard': () => ok(buildDashboardStats({ username: '', globalRank: null, todayProblemsSolved: 0, todayAccuracy: 0, streak: 1 })),
        'GET /api/engagement/quests/daily': () => ok([]),
        'GET /api/engagement/pets/active': () => jsonResponse(404, { success: false, error: { code: 'NOT_FOUND', message: 'No active pet' } }),
      }),
    );
    renderDashboard();
    await screen.findByTestId('student-dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Hi, Student!');
    expect(screen.getByTestId('tile-rank').textContent).toContain('Unranked');
    expect(screen.getByTestId('tile-streak-days').textContent).toContain('1 day');
    expect(screen.getByTestId('tile-accuracy').textContent).toContain('0%');
    expect(screen.getByTestId('pet-card').textContent).toContain('No pet yet');
    expect(screen.getByText('No quests today')).toBeTruthy();
  });

  it('shows a failed panel with its own retry while the rest of the dashboard works, and reads that panel again on retry', async () => {
    signInStudent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let statsCalls = 0;
    fetchMock.mockImplementation(
      engagement({
        'GET /api/engagement/analytics/dashboard': () =>
          ++statsCalls === 1 ? jsonResponse(503, { success: false, error: { code: 'UNAVAILABLE', message: 'Try later' } }) : ok(buildDashboardStats()),
      }),
    );
    renderDashboard();
    const error = await screen.findByTestId('stats-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain("We could not load today's stats.");
    // The other panels work: pet, battle pass, quests, quick actions, and the mode list below.
    expect(screen.getByTestId('student-dashboard')).toBeTruthy();
    expect(screen.getByTestId('pet-name').textContent).toBe('Sparky');
    expect(screen.getByTestId('battlepass-level').textContent).toBe('Level 4');
    expect(screen.getByTestId('quest-progress-q1').textContent).toBe('3/10');
    expect(screen.getByRole('region', { name: 'Quick Actions' })).toBeTruthy();
    expect(screen.getByText('Choose Your Mode')).toBeTruthy();
    expect(screen.queryByTestId('tile-today')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('tile-today')).textContent).toContain('7');
    expect(screen.queryByTestId('stats-error')).toBeNull();
    expect(statsCalls).toBe(2);
  });

  it('shows a failed quests panel alone: the pet and the stats stay', async () => {
    signInStudent();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(
      engagement({ 'GET /api/engagement/quests/daily': () => jsonResponse(500, { success: false, error: { code: 'INTERNAL', message: 'Broken' } }) }),
    );
    renderDashboard();
    const error = await screen.findByTestId('quests-error');
    expect(error.textContent).toContain('We could not load your daily quests.');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByTestId('tile-today').textContent).toContain('7');
    expect(screen.getByTestId('pet-name').textContent).toBe('Sparky');
    expect(screen.queryByText('Daily Quests')).toBeNull();
  });
});
