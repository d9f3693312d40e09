// @vitest-environment jsdom
import type { Friend, FriendsList } from '@mathquest/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import { buildUser, jsonResponse, ok, renderPageAt, routedFetch, setUpPageTests } from '../../testing/test-utils';
import { FriendsPanel } from './friends-panel';

// A busy machine renders slowly: wait for what the page shows as long as it takes (bounded).
configure({ asyncUtilTimeout: 10_000 });

const friend = (username: string, over: Partial<Friend> = {}): Friend => ({ userId: `id-${username}`, username, displayName: `Kid ${username}`, level: 2, isOnline: false, activity: null, since: '2026-01-01T00:00:00.000Z', ...over });

describe('friends panel', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it('lists friends with online dots, requests with accept and decline, and sends a request by username', async () => {
    useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
    let list: FriendsList = { friends: [friend('ann', { isOnline: true, activity: { type: 'practice', details: 'fractions' } }), friend('bob')], incoming: [friend('cy')], outgoing: [] };
    const calls: string[] = [];
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/friends': () => ok(list),
        'POST /api/engagement/friends/requests': (init) => {
          const { username } = JSON.parse(String(init.body)) as { username: string };
          calls.push(`request ${username}`);
          if (username === 'ann') return jsonResponse(409, { success: false, error: { code: 'ALREADY_FRIENDS', message: 'You are already friends with ann' } });
          list = { ...list, outgoing: [friend(username)] };
          return jsonResponse(201, { success: true, data: { userId: `id-${username}`, username, displayName: username, status: 'PENDING' } });
        },
        'POST /api/engagement/friends/requests/id-cy/accept': () => {
          calls.push('accept cy');
          list = { ...list, incoming: [], friends: [...list.friends, friend('cy')] };
          return ok({ userId: 'id-cy', username: 'cy', displayName: 'Kid cy', status: 'ACCEPTED' });
        },
      }),
    );
    renderPageAt('/leaderboards', <FriendsPanel />);
    const friends = await screen.findByRole('list', { name: 'Your friends' });
    expect(within(screen.getByTestId('friend-ann')).getByRole('img', { name: 'online' })).toBeTruthy();
    expect(within(screen.getByTestId('friend-ann')).getByText(/practice: fractions/)).toBeTruthy();
    expect(within(screen.getByTestId('friend-bob')).getByRole('img', { name: 'offline' })).toBeTruthy();
    expect(within(friends).getAllByRole('listitem')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept cy' }));
    await waitFor(() => expect(screen.getByTestId('friend-cy')).toBeTruthy());

    await user.type(screen.getByLabelText('Add a friend by username'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are already friends.');

    await user.clear(screen.getByLabelText('Add a friend by username'));
    await user.type(screen.getByLabelText('Add a friend by username'), 'dan{Enter}');
    expect(await screen.findByRole('button', { name: 'Cancel request to dan' })).toBeTruthy();
    expect(calls).toEqual(['accept cy', 'request ann', 'request dan']);
  });

  it('says so when there are no friends yet', async () => {
    useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
    fetchMock.mockImplementation(routedFetch({ 'GET /api/engagement/friends': () => ok({ friends: [], incoming: [], outgoing: [] }) }));
    renderPageAt('/leaderboards', <FriendsPanel />);
    expect(await screen.findByText('No friends yet. Add a friend by their username!')).toBeTruthy();
  });
});
