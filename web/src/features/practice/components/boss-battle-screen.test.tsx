// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import BossBattleScreen from './boss-battle-screen';

// jsdom has no 2D canvas: confetti fired by a screen would draw on null after the test ends.
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn(async () => undefined)) }) }));

const signIn = () => useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
const notifications = { 'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }) };

describe('boss mode of the practice screen', () => {
  const fetchMock = setUpPageTests();
  it('goes to /bosses when there is no active battle', async () => {
    signIn();
    fetchMock.mockImplementation(routedFetch({ ...notifications, 'GET /api/engagement/bosses/active': () => ok(null) }));
    renderPageAt('/game/solo-play', <BossBattleScreen />, { '/bosses': <p>bosses list</p> });
    expect(await screen.findByText('bosses list')).toBeTruthy();
  });
});

describe('boss mode when the battle cannot be read', () => {
  const fetchMock = setUpPageTests();
  it('shows the server message and stays on the screen', async () => {
    signIn();
    fetchMock.mockImplementation(
      routedFetch({
        ...notifications,
        'GET /api/engagement/bosses/active': () => jsonResponse(403, { success: false, error: { code: 'FORBIDDEN', message: 'Battles are not open to you.' } }),
      }),
    );
    renderPageAt('/game/solo-play', <BossBattleScreen />, { '/bosses': <p>bosses list</p> });
    expect((await screen.findByTestId('boss-battle-error')).textContent).toBe('Battles are not open to you.');
    expect(screen.queryByText('bosses list')).toBeNull();
    expect(screen.queryByText('Loading your battle...')).toBeNull();
  });
});
