// @vitest-environment jsdom
import type { Friend, FriendsList, GuildMember, MyGuild } from '@mathquest/contracts';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import { bindRealtimeEvents } from '../../lib/realtime-events';
import type { RealtimeSocket } from '../../lib/realtime-socket';
import { FakeSocket } from '../../testing/fake-socket';
import { buildUser, ok, renderPageAt, routedFetch, setUpPageTests } from '../../testing/test-utils';
import { FriendsPanel } from './friends-panel';

configure({ asyncUtilTimeout: 10_000 });

// The realtime socket as the server pushes to it.
const socket = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../lib/socket', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/socket')>()), getSocket: () => socket.current }));

const friend = (username: string): Friend => ({ userId: `id-${username}`, username, displayName: `Kid ${username}`, level: 2, isOnline: false, activity: null, since: '2026-01-01T00:00:00.000Z' });

describe('panels that show another person’s action stay live', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it("the sender's Friends panel turns 'waiting' into a friend when the other student accepts, without a reload", async () => {
    const fake = new FakeSocket('/', {});
    socket.current = fake;
    // The app binds the pushes with the socket (lib/socket.ts), before any panel is on screen.
    bindRealtimeEvents(fake as unknown as RealtimeSocket);
    useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
    let list: FriendsList = { friends: [], incoming: [], outgoing: [friend('bo')] };
    fetchMock.mockImplementation(routedFetch({ 'GET /api/engagement/friends': () => ok(list) }));
    renderPageAt('/leaderboards', <FriendsPanel />);
    expect((await screen.findByText(/@bo · waiting/)).textContent).toContain('waiting');
    // bo accepts in their own window: the server's push arrives.
    list = { friends: [friend('bo')], incoming: [], outgoing: [] };
    act(() => fake.fire('friends:changed', { userId: 'id-bo', status: 'ACCEPTED' }));
    await waitFor(() => expect(screen.queryByText(/waiting/)).toBeNull());
    expect(screen.getByTestId('friend-bo')).toBeTruthy();
  });

  it("the guild's Members tab shows a new member from the push, without a reload", async () => {
    const { GuildHall } = await import('../../features/guild/components/guild-hall');
    const fake = new FakeSocket('/', {});
    socket.current = fake;
    const me = buildUser({ id: 'lead' });
    useSession.setState({ user: me, isLoading: false, isInitialized: true });
    const member = (id: string, username: string, role: GuildMember['role'] = 'MEMBER'): GuildMember => ({ id, username, avatarUrl: null, avatar: {}, level: 2, role, isOnline: false, weeklyXp: 0, totalContribution: 0 });
    let members = [member('lead', 'leader_ann', 'LEADER')];
    const guild: MyGuild['guild'] = { id: 'g1', name: 'Fractions', icon: '🐉', description: 'We love fractions', level: 1, rank: 1, memberCount: 1, maxMembers: 30, weeklyXp: 0, totalXp: 0, currentXp: 0, xpForNextLevel: 1000, benefits: [], activity: [], topContributors: [] };
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/guilds/g1/members': () => ok({ members }),
        'GET /api/engagement/guilds/my-guild': () => ok({ guild: { ...guild!, memberCount: members.length }, role: 'LEADER' }),
        'GET /api/engagement/guilds/g1/events': () => ok({ events: [] }),
        'GET /api/engagement/guilds/g1/messages': () => ok({ messages: [] }),
        'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }),
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPageAt('/guild', <GuildHall guild={guild!} role="LEADER" onChanged={() => undefined} onLeft={() => undefined} />);
    await act(async () => screen.getByRole('tab', { name: 'Members' }).click());
    expect(await screen.findByText(/leader_ann/)).toBeTruthy();
    members = [...members, member('kid2', 'new_kid')];
    act(() => fake.fire('guild:members_changed', { guildId: 'g1' }));
    expect(await screen.findByText(/new_kid/)).toBeTruthy();
  });
});
