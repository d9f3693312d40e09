// @vitest-environment jsdom
import type { ShopItem } from '@mathquest/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, ok, renderAt, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import ShopPage from './shop-page';

// The page's confetti instance (drawn on the main thread), recorded.
const fire = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => fire) }) }));
// Several clicks and answers per test: room for a busy machine (the defaults are 1 s per wait, 5 s per test).
configure({ asyncUtilTimeout: 5_000 });

const item = (over: Partial<ShopItem>): ShopItem => ({
  id: 'head-top-hat',
  type: 'AVATAR',
  name: 'Top Hat',
  description: 'A head item for your avatar',
  imageUrl: '/avatar/head-top-hat.svg',
  icon: '🎩',
  rarity: 'UNCOMMON',
  coinsCost: 120,
  gemsCost: null,
  requiredLevel: 1,
  isOwned: false,
  ownedCount: 0,
  isFeatured: false,
  isLimitedTime: false,
  availableUntil: null,
  uselessNow: null,
  ...over,
});
const hat = item({});
const crown = item({ id: 'head-crown', name: 'Golden Crown', rarity: 'LEGENDARY', coinsCost: 1500, gemsCost: 120, requiredLevel: 10, isFeatured: true });
const boost = item({ id: 'power-xp-boost-10', type: 'POWER_UP', name: 'XP Boost', icon: '⚡', coinsCost: 150, gemsCost: 10, isLimitedTime: true });
const stats = (coins: number, gems = 0) => ({ username: 'kid', level: 3, currentXp: 0, xpForNextLevel: 100, coins, gems, streak: 0, todayProblemsSolved: 0, todayAccuracy: 0, globalRank: null });

function renderShop() {
  useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
  return renderPageAt('/shop', <ShopPage />, { '/dashboard': <p>dashboard</p> });
}

describe('shop page', () => {
  const fetchMock = setUpPageTests();
  const routes = (coins: number, extra: Parameters<typeof routedFetch>[0] = {}) =>
    routedFetch({
      'GET /api/engagement/shop': () => ok([hat, crown, boost]),
      'GET /api/engagement/shop/featured': () => ok([crown]),
      'GET /api/engagement/analytics/dashboard': () => ok(stats(coins)),
      'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }),
      ...extra,
    });

  it('shows the balances, featured items, tabs, badges and a level lock', async () => {
    fetchMock.mockImplementation(routes(200));
    renderShop();
    expect(screen.getByText('Loading shop...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Featured Items' })).toBeTruthy();
    expect(screen.getByTestId('shop-coins').textContent).toContain('200 coins');
    const locked = screen.getAllByTestId('shop-item-head-crown')[0]!;
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect(locked.textContent).toContain('Level 10');
    expect(screen.getByTestId('shop-item-power-xp-boost-10').textContent).toContain('LIMITED');
    for (const tab of ['All', 'Avatar', 'Pets', 'Power-Ups', 'Consumables', 'Bundles']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Pets' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No items in this category yet')).toBeTruthy();
  }, 20_000);

  it('enables a buy button only when the balance covers it, and shows a refused purchase to the child', async () => {
    fetchMock.mockImplementation(
      routes(130, {
        'POST /api/engagement/shop/purchase': () => jsonResponse(409, { success: false, error: { code: 'NOT_ENOUGH_COINS', message: 'Not enough coins: Top Hat costs 120 coins and you have 100' } }),
      }),
    );
    renderShop();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('shop-item-power-xp-boost-10'));
    const dialog = within(screen.getByTestId('purchase-dialog'));
    expect((dialog.getByTestId('buy-coins') as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.getByTestId('buy-gems') as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.queryByRole('button', { name: 'Preview' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByTestId('shop-item-head-top-hat'));
    const hatDialog = within(screen.getByTestId('purchase-dialog'));
    expect(hatDialog.getByRole('button', { name: 'Preview' })).toBeTruthy();
    await user.click(hatDialog.getByTestId('buy-coins'));
    expect((await hatDialog.findByRole('alert')).textContent).toBe('You do not have enough coins.');
  }, 20_000);

  it('says a pet treat would change nothing for a full pet, and offers no buy button', async () => {
    const snack = item({ id: 'treat-snack', type: 'CONSUMABLE', name: 'Pet Snack', icon: '🍪', coinsCost: 25, uselessNow: 'Sparky is already at full happiness: Pet Snack would change nothing now' });
    fetchMock.mockImplementation(routes(500, { 'GET /api/engagement/shop': () => ok([hat, snack]) }));
    renderShop();
    await userEvent.setup().click(await screen.findByTestId('shop-item-treat-snack'));
    const dialog = within(screen.getByTestId('purchase-dialog'));
    expect(dialog.getByTestId('useless-now').textContent).toBe('Your pet is already at full happiness: Pet Snack would change nothing now');
    expect(dialog.queryByTestId('buy-coins')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/purchase'))).toEqual([]);
  }, 20_000);

  it('buys an item: the dialog closes, the balance and badge change, and the child is told', async () => {
    let owned = false;
    fetchMock.mockImplementation(
      routes(200, {
        'GET /api/engagement/shop': () => ok([{ ...hat, isOwned: owned }, crown, boost]),
        'POST /api/engagement/shop/purchase': () => {
          owned = true;
          return ok({ itemId: 'head-top-hat', currency: 'coins', cost: 120, wallet: { coins: 80, gems: 0 }, granted: ['head-top-hat'], effect: null });
        },
      }),
    );
    renderShop();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('shop-item-head-top-hat'));
    await user.click(screen.getByTestId('buy-coins'));
    await waitFor(() => expect(screen.queryByTestId('purchase-dialog')).toBeNull());
    expect(screen.getByTestId('shop-coins').textContent).toContain('80 coins');
    expect(screen.getByTestId('shop-success').textContent).toBe('You bought Top Hat!');
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 100 })));
    // Never the default instance, whose blob: worker the Content-Security-Policy refuses.
    expect(vi.mocked(confetti)).not.toHaveBeenCalled();
    expect(vi.mocked(confetti.create)).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), { resize: true, useWorker: false });
    expect(screen.getByTestId('shop-item-head-top-hat').textContent).toContain('OWNED');
    await user.click(screen.getByTestId('shop-item-head-top-hat'));
    expect(screen.getByTestId('already-owned').textContent).toBe('Already Owned!');
  }, 20_000);
});

describe('shop items in the reader’s language', () => {
  const fetchMock = setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  function show(locale: 'en' | 'es-US') {
    useSession.setState({ user: buildUser({ language: locale }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale });
    const novel = item({ id: 'power-new', type: 'POWER_UP', name: 'Brand New Boost', description: 'Not in the catalogue yet' });
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/shop': () => ok([hat, boost, novel]),
        'GET /api/engagement/shop/featured': () => ok([]),
        'GET /api/engagement/analytics/dashboard': () => ok(stats(200)),
        'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }),
      }),
    );
    renderAt(
      <I18nProvider>
        <Routes>
          <Route path="/shop" element={<ShopPage />} />
        </Routes>
      </I18nProvider>,
      '/shop',
    );
  }

  it('names the items as the server does in English', async () => {
    show('en');
    expect((await screen.findByTestId('shop-item-head-top-hat')).textContent).toContain('Top Hat');
    expect(screen.getByTestId('shop-item-power-xp-boost-10').textContent).toContain('XP Boost');
  });

  it('names them by id in Spanish, with the description in the dialog; an item the catalogue lacks as sent', async () => {
    show('es-US');
    expect((await screen.findByTestId('shop-item-head-top-hat')).textContent).toContain('Sombrero de copa');
    expect(screen.getByTestId('shop-item-power-new').textContent).toContain('Brand New Boost');
    await userEvent.setup().click(screen.getByTestId('shop-item-power-xp-boost-10'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Impulso de XP' })).toBeTruthy();
    expect(within(dialog).getByText('+50% de XP en tus próximas 10 respuestas correctas')).toBeTruthy();
  }, 20_000);
});
