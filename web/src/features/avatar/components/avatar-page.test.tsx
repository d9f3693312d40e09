// @vitest-environment jsdom
import type { AvatarItem, EquippedAvatar } from '@mathquest/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAvatar } from '../../../stores/avatar';
import { useSession } from '../../../stores/session';
import { buildUser, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import AvatarPage from './avatar-page';

// The page's confetti instance (drawn on the main thread), recorded.
const fire = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => fire) }) }));
// Several clicks and answers per test: room for a busy machine (the defaults are 1 s per wait, 5 s per test).
configure({ asyncUtilTimeout: 5_000 });

const item = (over: Partial<AvatarItem>): AvatarItem => ({
  id: 'head-cap',
  category: 'HEAD',
  name: 'Red Cap',
  imageUrl: '',
  emoji: '🧢',
  color: '#d94040',
  rarity: 'COMMON',
  coinsCost: 0,
  gemsCost: null,
  requiredLevel: 1,
  isOwned: true,
  isEquipped: true,
  ...over,
});
const cap = item({});
const hat = item({ id: 'head-top-hat', name: 'Top Hat', emoji: '🎩', coinsCost: 120, isOwned: true, isEquipped: false, rarity: 'UNCOMMON' });
const crown = item({ id: 'head-crown', name: 'Golden Crown', emoji: '👑', coinsCost: 1500, gemsCost: 120, requiredLevel: 10, isOwned: false, isEquipped: false, rarity: 'LEGENDARY' });
const none = { HEAD: null, BODY: null, FACE: null, ACCESSORY: null, BACKGROUND: null, EMOTE: null, TITLE: null } satisfies EquippedAvatar;
const wearing = (head: AvatarItem | null): EquippedAvatar => ({ ...none, HEAD: head });
const stats = { username: 'kid', level: 3, currentXp: 0, xpForNextLevel: 100, coins: 50, gems: 0, streak: 0, todayProblemsSolved: 0, todayAccuracy: 0, globalRank: null };

describe('avatar customizer', () => {
  const fetchMock = setUpPageTests();

  it('equips an owned item, unequips it on a second click, updates the header, and shows the level lock of an unowned one', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/avatar/items': () => ok([cap, hat, crown]),
        'GET /api/engagement/avatar/equipped': () => ok(wearing(cap)),
        'GET /api/engagement/analytics/dashboard': () => ok(stats),
        'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }),
        'POST /api/engagement/avatar/equip': (init) => {
          calls.push({ url: 'equip', body: JSON.parse(String(init.body)) });
          return ok(wearing({ ...hat, isEquipped: true }));
        },
        'POST /api/engagement/avatar/unequip': (init) => {
          calls.push({ url: 'unequip', body: JSON.parse(String(init.body)) });
          return ok(wearing(null));
        },
      }),
    );
    useSession.setState({ user: buildUser({ role: 'STUDENT' }), isLoading: false, isInitialized: true });
    renderPageAt('/avatar', <AvatarPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Your Collection (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Available to Purchase (1)' })).toBeTruthy();
    expect(screen.getByTestId('equipped-HEAD').textContent).toContain('Red Cap');
    expect(screen.getByTestId('equipped-BODY').textContent).toContain('None');
    await user.click(screen.getByTestId('avatar-item-head-top-hat'));
    await waitFor(() => expect(screen.getByTestId('equipped-HEAD').textContent).toContain('Top Hat'));
    expect(useAvatar.getState().equipped?.HEAD?.id).toBe('head-top-hat');
    expect(screen.getByTestId('avatar-preview').querySelector('[data-layer="HEAD"]')?.getAttribute('data-item')).toBe('head-top-hat');
    await user.click(screen.getByTestId('avatar-item-head-top-hat'));
    await waitFor(() => expect(screen.getByTestId('equipped-HEAD').textContent).toContain('None'));
    expect(calls).toEqual([
      { url: 'equip', body: { itemId: 'head-top-hat', category: 'HEAD' } },
      { url: 'unequip', body: { category: 'HEAD' } },
    ]);
    await user.click(screen.getByTestId('avatar-item-head-crown'));
    expect(within(screen.getByTestId('purchase-dialog')).getByTestId('requires-level').textContent).toBe('Requires Level 10You are level 3');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('tab', { name: 'Accessories' }));
    expect(screen.getByText('No items in this category yet')).toBeTruthy();
  }, 20_000);

  it('shows the seven slot tabs in order', async () => {
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/avatar/items': () => ok([cap]),
        'GET /api/engagement/avatar/equipped': () => ok(wearing(cap)),
        'GET /api/engagement/analytics/dashboard': () => ok(stats),
        'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }),
      }),
    );
    useSession.setState({ user: buildUser({ role: 'STUDENT' }), isLoading: false, isInitialized: true });
    renderPageAt('/avatar', <AvatarPage />);
    await screen.findByRole('heading', { name: 'Avatar Customizer' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Head', 'Body', 'Face', 'Accessories', 'Background', 'Emotes', 'Titles']);
  }, 20_000);
});
