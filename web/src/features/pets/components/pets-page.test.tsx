// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { Toaster } from '../../../components/ui/toaster';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useRealtime } from '../../../stores/realtime';
import { useSession } from '../../../stores/session';
import { buildPet, buildStudentProfile, buildUser, jsonResponse, ok, renderAt, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import PetsPage from './pets-page';

/** The clock the tests run at (only Date is frozen, so the labels are exact; timers run as usual). */
const NOW = Date.parse('2026-03-02T15:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

const sparky = buildPet({ id: 'dragon', name: 'Sparky', happiness: 45, mood: 'neutral', bonusPercent: 4 });
const whiskers = buildPet({ id: 'cat', name: 'Whiskers', emoji: '🐱', isActive: false, baseAbility: 'coin_boost', bonusPercent: 6, lastFedAt: minutesAgo(20), lastPlayedAt: minutesAgo(59) });

function signIn(coins: number) {
  useSession.setState({ user: buildUser({ studentProfile: buildStudentProfile({ coins }) }), isLoading: false, isInitialized: true });
}

function renderPets() {
  return renderPageAt(
    '/pets',
    <>
      <PetsPage />
      <Toaster />
    </>,
    { '/dashboard': <p>dashboard</p> },
  );
}

describe('pets page', () => {
  const fetchMock = setUpPageTests();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const routes = (extra: Parameters<typeof routedFetch>[0] = {}) =>
    routedFetch({
      'GET /api/engagement/pets': () => ok([sparky, whiskers]),
      'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }),
      ...extra,
    });

  it('lists the owned pets with mood, happiness bar, bonus and which is active', async () => {
    signIn(50);
    fetchMock.mockImplementation(routes());
    renderPets();
    const card = within(await screen.findByTestId('pet-dragon'));
    expect(card.getByRole('heading', { name: 'Sparky' })).toBeTruthy();
    expect(card.getByText(/Active pet/)).toBeTruthy();
    expect(card.getByTestId('pet-mood-dragon').textContent).toBe('Okay');
    expect(card.getByRole('progressbar', { name: "Sparky's happiness" }).getAttribute('aria-valuenow')).toBe('45');
    expect(card.getByTestId('pet-bonus-dragon').textContent).toBe('Bonus: +4% XP');
    expect(card.getByText('Sparky is unhappy: feed or play!')).toBeTruthy();
    const other = within(screen.getByTestId('pet-cat'));
    expect(other.getByText(/Resting/)).toBeTruthy();
    expect(other.getByTestId('pet-bonus-cat').textContent).toBe('Bonus: +6% coins');
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the cooldown labels (time left) and disables feed and play while they run', async () => {
    signIn(50);
    fetchMock.mockImplementation(routes());
    renderPets();
    const card = within(await screen.findByTestId('pet-cat'));
    expect(card.getByTestId('feed-cooldown-cat').textContent).toBe('Feed again in 40m');
    expect(card.getByTestId('play-cooldown-cat').textContent).toBe('Play again in 1m');
    expect((card.getByRole('button', { name: 'Feed Whiskers (10 coins)' }) as HTMLButtonElement).disabled).toBe(true);
    expect((card.getByRole('button', { name: 'Play with Whiskers' }) as HTMLButtonElement).disabled).toBe(true);
    const ready = within(screen.getByTestId('pet-dragon'));
    expect((ready.getByRole('button', { name: 'Feed Sparky (10 coins)' }) as HTMLButtonElement).disabled).toBe(false);
    expect(ready.queryByTestId('feed-cooldown-dragon')).toBeNull();
  });

  it('does not let a student with fewer than 10 coins feed', async () => {
    signIn(9);
    fetchMock.mockImplementation(routes());
    renderPets();
    const card = within(await screen.findByTestId('pet-dragon'));
    expect(card.getByTestId('feed-cooldown-dragon').textContent).toBe('Needs 10 coins');
    expect((card.getByRole('button', { name: 'Feed Sparky (10 coins)' }) as HTMLButtonElement).disabled).toBe(true);
    expect((card.getByRole('button', { name: 'Play with Sparky' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('feeds: happiness and coins update, the cooldown starts, a toast cheers', async () => {
    signIn(50);
    const fed = { ...sparky, happiness: 55, mood: 'neutral' as const, lastFedAt: new Date().toISOString(), canFeedAt: new Date(Date.now() + 3_600_000).toISOString() };
    fetchMock.mockImplementation(routes({ 'POST /api/engagement/pets/dragon/feed': () => ok({ pet: fed, wallet: { coins: 40, gems: 3 } }) }));
    renderPets();
    const card = within(await screen.findByTestId('pet-dragon'));
    await userEvent.setup().click(card.getByRole('button', { name: 'Feed Sparky (10 coins)' }));
    await waitFor(() => expect(card.getByTestId('pet-happiness-dragon').textContent).toBe('Happiness 55%'));
    expect(screen.getByTestId('pets-coins').textContent).toContain('40 coins');
    expect(card.getByTestId('feed-cooldown-dragon').textContent).toBe('Feed again in 1h 0m');
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Yum! Sparky enjoyed the snack');
    expect(useRealtime.getState().activePet?.happiness).toBe(55);
  });

  it('plays, and words a refusal by its code', async () => {
    signIn(50);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const played = { ...sparky, happiness: 50, lastPlayedAt: new Date().toISOString() };
    fetchMock.mockImplementation(
      routes({
        'POST /api/engagement/pets/dragon/play': () => ok(played),
        'POST /api/engagement/pets/dragon/feed': () => jsonResponse(409, { success: false, error: { code: 'PET_COOLDOWN', message: 'Sparky is not hungry yet' } }),
      }),
    );
    renderPets();
    const card = within(await screen.findByTestId('pet-dragon'));
    const ue = userEvent.setup();
    await ue.click(card.getByRole('button', { name: 'Play with Sparky' }));
    await waitFor(() => expect(card.getByTestId('play-cooldown-dragon').textContent).toBe('Play again in 1h 0m'));
    expect(card.getByTestId('pet-happiness-dragon').textContent).toBe('Happiness 50%');
    await ue.click(card.getByRole('button', { name: 'Feed Sparky (10 coins)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your pet needs a little rest first. Try again later.');
  });

  it('makes another pet the active one', async () => {
    signIn(50);
    fetchMock.mockImplementation(routes({ 'POST /api/engagement/pets/cat/set-active': () => ok({ ...whiskers, isActive: true }) }));
    renderPets();
    await screen.findByTestId('pet-cat');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make Whiskers active' }));
    await waitFor(() => expect(within(screen.getByTestId('pet-cat')).getByText(/Active pet/)).toBeTruthy());
    expect(within(screen.getByTestId('pet-dragon')).getByText(/Resting/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make Sparky active' })).toBeTruthy();
    expect(useRealtime.getState().activePet?.id).toBe('cat');
  });

  it("shows live pet XP (pet:updated) on the active pet's card", async () => {
    signIn(50);
    fetchMock.mockImplementation(routes());
    renderPets();
    await screen.findByTestId('pet-dragon');
    act(() => {
      useRealtime.getState().setActivePet(sparky);
      useRealtime.getState().petUpdated({ petId: 'dragon', name: 'Sparky', level: 3, xp: 2, xpToNextLevel: 225, happiness: 75, xpGained: 9 });
    });
    const card = within(screen.getByTestId('pet-dragon'));
    expect(card.getByText(/Level 3/)).toBeTruthy();
    expect(card.getByTestId('pet-mood-dragon').textContent).toBe('Happy');
  });

  it('says when there are no pets yet', async () => {
    signIn(50);
    fetchMock.mockImplementation(routes({ 'GET /api/engagement/pets': () => ok([]) }));
    renderPets();
    expect(await screen.findByText(/No pets yet/)).toBeTruthy();
  });

  describe('in Spanish', () => {
    afterEach(() => useLanguage.setState({ locale: 'en' }));

    it('names each pet by its id (the game names its pets), and a pet the catalogue lacks as sent', async () => {
      useSession.setState({ user: buildUser({ language: 'es-US', studentProfile: buildStudentProfile({ coins: 50 }) }), isLoading: false, isInitialized: true });
      useLanguage.setState({ locale: 'es-US' });
      const spanishSparky = buildPet({ id: 'sparky', name: 'Sparky', happiness: 45, mood: 'neutral' });
      const comet = buildPet({ id: 'comet', name: 'Comet', isActive: false });
      fetchMock.mockImplementation(routes({ 'GET /api/engagement/pets': () => ok([spanishSparky, comet]) }));
      renderAt(
        <I18nProvider>
          <Suspense fallback={null}>
            <PetsPage />
          </Suspense>
        </I18nProvider>,
        '/pets',
      );
      const card = within(await screen.findByTestId('pet-sparky', {}, { timeout: 10_000 }));
      expect(card.getByRole('heading', { name: 'Chispita' })).toBeTruthy();
      expect(card.getByText('Chispita está triste: ¡dale de comer o juega con tu mascota!')).toBeTruthy();
      expect(card.getByRole('button', { name: 'Dale de comer a Chispita (10 monedas)' })).toBeTruthy();
      expect(within(screen.getByTestId('pet-comet')).getByRole('heading', { name: 'Comet' })).toBeTruthy();
    });
  });
});
