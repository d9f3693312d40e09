// @vitest-environment jsdom
import type { Guild, GuildEvent, GuildMember, GuildSummary } from '@mathquest/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import GuildPage from './guild-page';

configure({ asyncUtilTimeout: 10_000 });

const summary = (over: Partial<GuildSummary> = {}): GuildSummary => ({ id: 'g1', name: 'Owls', icon: '🦉', description: 'Night owls', level: 2, rank: 1, memberCount: 3, maxMembers: 30, weeklyXp: 500, totalXp: 1500, ...over });
const guild = (over: Partial<Guild> = {}): Guild => ({ ...summary(), currentXp: 500, xpForNextLevel: 2000, benefits: ['Guild chat with your team'], activity: [], topContributors: [], ...over });
const member = (id: string, role: GuildMember['role'], over: Partial<GuildMember> = {}): GuildMember => ({ id, username: id, avatarUrl: null, avatar: {}, level: 3, role, isOnline: false, weeklyXp: 0, totalContribution: 0, ...over });
const event = (over: Partial<GuildEvent> = {}): GuildEvent => ({ id: 'e1', type: 'RAID', name: 'Fraction Raid', description: '', participants: 0, maxParticipants: 5, rewards: { coins: 100, gems: 5, xp: 300 }, joined: false, ...over });

describe('guild page', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it("without a guild says so, browses guilds ranked by weekly XP and shows 'Full' for a full one", async () => {
    useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/guilds/my-guild': () => ok({ guild: null, role: null }),
        'GET /api/engagement/guilds': () => ok({ guilds: [summary(), summary({ id: 'g2', name: 'Foxes', rank: 2, memberCount: 30 })] }),
      }),
    );
    renderPageAt('/guild', <GuildPage />);
    expect(await screen.findByRole('heading', { name: "You're not in a guild yet!" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Browse Guilds' }));
    const list = await screen.findByRole('list', { name: 'Guilds ranked by weekly XP' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.slice(0, 2))).toEqual(['#1', '#2']);
    expect((within(rows[0]!).getByRole('button', { name: 'Join Owls' }) as HTMLButtonElement).disabled).toBe(false);
    const full = within(rows[1]!).getByRole('button', { name: 'Full: Foxes' }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);
    expect(full.textContent).toBe('Full');
  });

  it('shows an officer the buttons the role rules allow, no Settings, and a full event disabled', async () => {
    useSession.setState({ user: buildUser({ id: 'me' }), isLoading: false, isInitialized: true });
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/guilds/my-guild': () => ok({ guild: guild(), role: 'OFFICER' }),
        'GET /api/engagement/guilds/g1/members': () => ok({ members: [member('lee', 'LEADER', { isOnline: true, avatar: { HEAD: { id: 'crown', name: 'Crown', emoji: '👑', color: '#fc0' } } }), member('me', 'OFFICER'), member('oli', 'OFFICER'), member('max', 'MEMBER', { weeklyXp: 90 })] }),
        'GET /api/engagement/guilds/g1/events': () => ok({ events: [event({ participants: 5 }), event({ id: 'e2', name: 'Quiz Night', type: 'SOCIAL' })] }),
        'GET /api/engagement/guilds/g1/messages': () => ok({ messages: [] }),
        'GET /api/engagement/guilds/leaderboard': () => jsonResponse(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } }),
      }),
    );
    renderPageAt('/guild', <GuildPage />);
    expect(await screen.findByTestId('guild-name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.getByTestId('guild-members-count').textContent).toBe('3/30');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Members' }));
    await screen.findByText('oli');
    expect(screen.getByRole('img', { name: 'online' })).toBeTruthy();
    // Each member is drawn with the items they wear.
    const lee = screen.getByRole('img', { name: "lee's avatar" });
    expect(lee.querySelector('[data-layer="HEAD"]')?.getAttribute('data-item')).toBe('crown');
    expect(screen.getByRole('img', { name: "max's avatar" }).querySelector('[data-layer="HEAD"]')?.getAttribute('data-item')).toBe('');
    const buttons = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label')).filter((l) => l && /^(Promote|Demote|Kick) /.test(l));
    expect(buttons.sort()).toEqual(['Demote oli', 'Kick max', 'Kick oli', 'Promote max']);

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    const fullJoin = (await screen.findByRole('button', { name: 'Full: Fraction Raid' })) as HTMLButtonElement;
    expect(fullJoin.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Join Quiz Night' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    const board = await screen.findByTestId('guild-member-board');
    expect(within(board).getAllByRole('listitem')[0]!.textContent).toContain('max');
  });
});
