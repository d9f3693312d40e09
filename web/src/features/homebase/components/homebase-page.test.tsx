// @vitest-environment jsdom
import type { Furniture } from '@mathquest/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import { fits } from '../layout-rules';
import HomeBasePage from './homebase-page';

// The page's confetti instance (drawn on the main thread), recorded.
const fire = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => fire) }) }));
// Several clicks and answers per test: room for a busy machine (the defaults are 1 s per wait, 5 s per test).
configure({ asyncUtilTimeout: 5_000 });

const piece = (over: Partial<Furniture>): Furniture => ({
  id: 'furn-bed',
  name: 'Comfy Bed',
  imageUrl: '',
  emoji: '🛏️',
  color: '#8ecae6',
  category: 'FURNITURE',
  size: { width: 2, height: 3 },
  rarity: 'COMMON',
  coinsCost: 0,
  gemsCost: null,
  requiredLevel: 1,
  isOwned: true,
  ...over,
});
const bed = piece({});
const sofa = piece({ id: 'furn-sofa', name: 'Sofa', size: { width: 3, height: 1 }, coinsCost: 420, gemsCost: 32, requiredLevel: 4 });
const plant = piece({ id: 'deco-plant', name: 'Potted Plant', category: 'DECORATION', size: { width: 1, height: 1 }, coinsCost: 30 });
const byId = new Map([bed, sofa, plant].map((f) => [f.id, f]));
const stats = { username: 'kid', level: 5, currentXp: 0, xpForNextLevel: 100, coins: 500, gems: 0, streak: 0, todayProblemsSolved: 0, todayAccuracy: 0, globalRank: null };

describe('placement check', () => {
  it('uses the rotated footprint against the grid and the other pieces', () => {
    expect(fits({ itemId: 'furn-sofa', x: 8, y: 0, rotation: 0 }, [], byId)).toBe(false);
    expect(fits({ itemId: 'furn-sofa', x: 9, y: 0, rotation: 90 }, [], byId)).toBe(true);
    const bedAt = { itemId: 'furn-bed', x: 0, y: 0, rotation: 0 as const };
    expect(fits({ itemId: 'furn-sofa', x: 1, y: 3, rotation: 0 }, [bedAt], byId)).toBe(true);
    expect(fits({ itemId: 'furn-sofa', x: 1, y: 2, rotation: 0 }, [bedAt], byId)).toBe(false);
  });
});

describe('home base editor', () => {
  const fetchMock = setUpPageTests();
  const render = (extra: Parameters<typeof routedFetch>[0] = {}, furniture = [bed, sofa, { ...plant, isOwned: true }]) => {
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/homebase/furniture': () => ok(furniture),
        'GET /api/engagement/homebase/placed': () => ok([{ id: 'placed-furn-bed', itemId: 'furn-bed', item: bed, x: 0, y: 0, rotation: 0 }]),
        'GET /api/engagement/analytics/dashboard': () => ok(stats),
        'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }),
        ...extra,
      }),
    );
    useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
    return renderPageAt('/homebase', <HomeBasePage />);
  };

  it('places a piece in Place Mode only where it fits, then returns to Edit Mode; rotates and removes it; saves the whole layout', async () => {
    let sent: unknown = null;
    render({
      'POST /api/engagement/homebase/save': (init) => {
        sent = JSON.parse(String(init.body));
        return ok([]);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('furniture-deco-plant'));
    expect(screen.getByTestId('mode-place').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('cell-1-1')); // under the bed
    expect(screen.getByTestId('homebase-message').textContent).toBe('The Potted Plant does not fit there. Try another cell.');
    await user.click(screen.getByTestId('cell-5-4'));
    expect(screen.getByTestId('mode-edit').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('piece-deco-plant').dataset.x).toBe('5');
    await user.click(screen.getByTestId('piece-furn-bed'));
    await user.click(screen.getByTestId('rotate-piece'));
    expect(screen.getByTestId('piece-furn-bed').dataset.rotation).toBe('90');
    await user.click(screen.getByTestId('piece-deco-plant'));
    await user.click(screen.getByTestId('remove-piece'));
    expect(screen.queryByTestId('piece-deco-plant')).toBeNull();
    await user.click(screen.getByTestId('homebase-save'));
    expect(await screen.findByText('Home base saved!')).toBeTruthy();
    expect(sent).toEqual({ furniture: [{ itemId: 'furn-bed', x: 0, y: 0, rotation: 90 }] });
  }, 20_000);

  it("shows a refused save's message, and 'All furniture unlocked!' when the shop has nothing left", async () => {
    render({ 'POST /api/engagement/homebase/save': () => jsonResponse(400, { success: false, error: { code: 'INVALID_LAYOUT', message: 'Piece 1: you do not own the Sofa yet', field: 'furniture.0' } }) }, [bed, { ...sofa, isOwned: true }, plant]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('homebase-save'));
    expect((await screen.findByText('Piece 1: you do not own the Sofa yet')).className).toBe('form__error');
    await user.click(screen.getByTestId('open-furniture-shop'));
    expect(within(screen.getByTestId('furniture-shop')).getByText('All furniture unlocked!')).toBeTruthy();
  }, 20_000);
});
