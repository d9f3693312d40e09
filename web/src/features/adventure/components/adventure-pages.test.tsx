// @vitest-environment jsdom
import type { BattlePass, BattlePassReward, Boss } from '@mathquest/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { buildUser, jsonResponse, ok, renderAt, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import BattlePassPage from './battle-pass-page';
import { battleHref } from '../rules';
import BossesPage from './bosses-page';

const pass: BattlePass = { seasonName: 'Season 1: Math Masters', seasonNumber: 1, currentLevel: 2, currentXp: 40, xpForNextLevel: 125, isPremium: false, premiumCost: 500, endsAt: new Date(Date.now() + 3 * 86_400_000 - 1000).toISOString() };
const reward = (level: number, tier: 'FREE' | 'PREMIUM', over: Partial<BattlePassReward> = {}): BattlePassReward => ({
  id: `bp-${tier.toLowerCase()}-${level}`,
  level,
  tier,
  type: 'COINS',
  name: `${50 + level} Coins`,
  description: '',
  imageUrl: '',
  quantity: 50 + level,
  isClaimed: false,
  isLocked: level > 2,
  ...over,
});
const rewards = Array.from({ length: 100 }, (_, i) => [reward(i + 1, 'FREE'), reward(i + 1, 'PREMIUM')]).flat();
const boss = (over: Partial<Boss> = {}): Boss => ({
  id: 'boss-count-crunch',
  name: 'Count Crunch',
  description: 'A grumpy troll.',
  imageUrl: '/bosses/x.png',
  maxHealth: 250,
  difficulty: 1,
  topics: ['Place value', 'Adding & subtracting', 'Fractions', 'Decimals'],
  rewardCoins: 50,
  rewardXp: 100,
  rewardGems: 2,
  isLocked: false,
  requiredLevel: 1,
  specialRewards: { pets: [], avatarItems: [] },
  victories: 0,
  ...over,
});
const signIn = () => useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
const notifications = { 'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }) };

describe('battle pass page', () => {
  const fetchMock = setUpPageTests();

  it('shows the season, level, days left, ready count and levels 1 to 20 of both tracks', async () => {
    signIn();
    fetchMock.mockImplementation(routedFetch({ ...notifications, 'GET /api/engagement/battlepass': () => ok(pass), 'GET /api/engagement/battlepass/rewards': () => ok(rewards) }));
    renderPageAt('/battlepass', <BattlePassPage />);
    // A cheap query waits for the page (a role query over 200 reward tiles is slow on a busy machine).
    await screen.findByTestId('pass-level', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Season 1: Math Masters' })).toBeTruthy();
    expect(screen.getByTestId('pass-level').textContent).toBe('Level 2 / 100');
    expect(screen.getByTestId('days-remaining').textContent).toBe('3 days remaining');
    expect(screen.getByTestId('ready-count').textContent).toBe('2 rewards ready to claim');
    expect(screen.getByTestId('reward-bp-free-20')).toBeTruthy();
    expect(screen.queryByTestId('reward-bp-free-21')).toBeNull();
    expect(screen.getByRole('button', { name: 'UPGRADE TO PREMIUM' })).toBeTruthy();
  }, 20_000);

  it('a premium reward without premium opens the upgrade dialog with six benefits and Maybe Later', async () => {
    signIn();
    fetchMock.mockImplementation(routedFetch({ ...notifications, 'GET /api/engagement/battlepass': () => ok(pass), 'GET /api/engagement/battlepass/rewards': () => ok(rewards) }));
    renderPageAt('/battlepass', <BattlePassPage />);
    await userEvent.click(await screen.findByTestId('reward-bp-premium-1'));
    const dialog = within(screen.getByRole('dialog', { name: 'Upgrade to Premium' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(dialog.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed claim shows the server’s message to the child', async () => {
    signIn();
    fetchMock.mockImplementation(
      routedFetch({
        ...notifications,
        'GET /api/engagement/battlepass': () => ok(pass),
        'GET /api/engagement/battlepass/rewards': () => ok(rewards),
        'POST /api/engagement/battlepass/rewards/bp-free-1/claim': () => jsonResponse(409, { success: false, error: { code: 'REWARD_ALREADY_CLAIMED', message: 'You already claimed this reward' } }),
      }),
    );
    renderPageAt('/battlepass', <BattlePassPage />);
    await userEvent.click(await screen.findByTestId('reward-bp-free-1'));
    expect((await screen.findByRole('alert')).textContent).toBe('You already claimed this reward.');
  });

  describe('in US Spanish', () => {
    afterEach(() => useLanguage.setState({ locale: 'en' }));

    it("words a refused claim by its code in the reader's language", async () => {
      useSession.setState({ user: buildUser({ language: 'es-US' }), isLoading: false, isInitialized: true });
      useLanguage.setState({ locale: 'es-US' });
      fetchMock.mockImplementation(
        routedFetch({
          ...notifications,
          'GET /api/engagement/battlepass': () => ok(pass),
          'GET /api/engagement/battlepass/rewards': () => ok(rewards),
          'POST /api/engagement/battlepass/rewards/bp-free-1/claim': () => jsonResponse(409, { success: false, error: { code: 'REWARD_ALREADY_CLAIMED', message: 'You already claimed this reward' } }),
        }),
      );
      renderAt(
        <I18nProvider>
          <Routes>
            <Route path="/battlepass" element={<BattlePassPage />} />
          </Routes>
        </I18nProvider>,
        '/battlepass',
      );
      await userEvent.click(await screen.findByTestId('reward-bp-free-1'));
      expect((await screen.findByRole('alert')).textContent).toBe('Ya recibiste este premio.');
    });
  });
});

describe('bosses page', () => {
  const fetchMock = setUpPageTests();

  it('shows the empty state', async () => {
    signIn();
    fetchMock.mockImplementation(routedFetch({ ...notifications, 'GET /api/engagement/bosses/available': () => ok([]), 'GET /api/engagement/bosses/history': () => ok([]) }));
    renderPageAt('/bosses', <BossesPage />);
    expect(await screen.findByText('No Bosses Available Yet')).toBeTruthy();
  });

  it('shows cards with the difficulty label, three topics, rewards and locks; starting goes to the boss mode', async () => {
    signIn();
    fetchMock.mockImplementation(
      routedFetch({
        ...notifications,
        'GET /api/engagement/bosses/available': () => ok([boss(), boss({ id: 'boss-hydra', name: 'Hydra', difficulty: 5, isLocked: true, requiredLevel: 25 })]),
        'GET /api/engagement/bosses/history': () => ok([]),
        'POST /api/engagement/bosses/boss-count-crunch/start': () => ok({
            id: 'battle-1',
            battle: {
              id: 'battle-1',
              sessionId: 'session-1',
              bossId: 'boss-count-crunch',
              currentHealth: 100,
              maxHealth: 100,
              status: 'ACTIVE',
              startedAt: '2026-01-01T00:00:00.000Z',
              endedAt: null,
              boss: { id: 'boss-count-crunch', name: 'Count Crunch', description: 'A boss', imageUrl: '', difficulty: 1, health: 100, maxHealth: 100, topics: [], coinReward: 1, xpReward: 1, gemReward: 0, specialRewards: { pets: [], avatarItems: [] } },
            },
          }),
      }),
    );
    renderPageAt('/bosses', <BossesPage />, { '/game/solo-play': <p>boss mode</p> });
    const card = within(await screen.findByTestId('boss-boss-count-crunch'));
    expect(card.getByText(/RARE/)).toBeTruthy();
    expect(card.getByText('Place value, Adding & subtracting, Fractions')).toBeTruthy();
    expect(within(screen.getByTestId('boss-boss-hydra')).getByText('Locked - Level 25')).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: 'Start Battle' }));
    expect(await screen.findByText('boss mode')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/game/solo-play');
    expect(battleHref('battle-1')).toBe('/game/solo-play?mode=boss&battleId=battle-1');
  });

  it('a refused start shows the message to the child', async () => {
    signIn();
    fetchMock.mockImplementation(
      routedFetch({
        ...notifications,
        'GET /api/engagement/bosses/available': () => ok([boss()]),
        'GET /api/engagement/bosses/history': () => ok([]),
        'POST /api/engagement/bosses/boss-count-crunch/start': () => jsonResponse(402, { success: false, error: { code: 'PLAN_LIMIT_REACHED', message: 'Boss battles are part of Premium. Upgrade to play them!' } }),
      }),
    );
    renderPageAt('/bosses', <BossesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start Battle' }));
    expect((await screen.findByTestId('boss-error')).textContent).toBe('Boss battles are part of Premium. Upgrade to play them!');
  });
});


describe('content names in the reader’s language', () => {
  const fetchMock = setUpPageTests();
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  function inLanguage(locale: 'en' | 'es-US', path: string, page: React.ReactElement) {
    useSession.setState({ user: buildUser({ language: locale }), isLoading: false, isInitialized: true });
    useLanguage.setState({ locale });
    fetchMock.mockImplementation(
      routedFetch({
        ...notifications,
        'GET /api/engagement/bosses/available': () => ok([boss(), boss({ id: 'boss-new-one', name: 'The New One', description: 'Not in the catalogue yet.' })]),
        'GET /api/engagement/bosses/history': () => ok([]),
        'GET /api/engagement/battlepass': () => ok(pass),
        'GET /api/engagement/battlepass/rewards': () => ok(rewards),
      }),
    );
    renderAt(
      <I18nProvider>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </I18nProvider>,
      path,
    );
  }

  it('shows in English the catalogue’s words, which are the server’s (content/en.json is checked against the server)', async () => {
    inLanguage('en', '/bosses', <BossesPage />);
    expect(await screen.findByRole('heading', { name: 'Count Crunch' })).toBeTruthy();
    expect(screen.getByText('A grumpy troll who hoards place values under his bridge.')).toBeTruthy();
    expect(screen.getByTestId('boss-boss-count-crunch').querySelector('.boss-card__topics')!.textContent).toBe('Place value, Adding & subtracting, Fractions');
  });

  it('words the bosses by id in Spanish, and a boss the catalogue lacks as the server sends it', async () => {
    inLanguage('es-US', '/bosses', <BossesPage />);
    expect(await screen.findByRole('heading', { name: 'Conde Cuentacrujiente' })).toBeTruthy();
    expect(screen.getByText('Un trol gruñón que guarda valores posicionales debajo de su puente.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The New One' })).toBeTruthy();
    // The card's curriculum topics, from the topic table (the first three).
    expect(screen.getByTestId('boss-boss-count-crunch').querySelector('.boss-card__topics')!.textContent).toBe('Valor posicional, Sumar y restar y Fracciones');
  });

  it('words the season and the rewards in Spanish', async () => {
    inLanguage('es-US', '/battlepass', <BattlePassPage />);
    expect((await screen.findByRole('heading', { name: 'Temporada 1: Maestros de las mates' })).id).toBe('season-title');
    expect(within(screen.getByTestId('reward-bp-free-1')).getByText('51 monedas')).toBeTruthy();
  });
});
