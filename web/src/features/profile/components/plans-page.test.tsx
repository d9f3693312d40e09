// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { buildUser, followBackLink, renderAt, renderPageAt, setUpPageTests } from '../../../testing/test-utils';
import PlansPage from './plans-page';

const COMING_SOON = 'Payment integration is coming soon!';

const renderPage = () => renderPageAt('/plans', <PlansPage />, { '/profile': <p>profile page</p>, '*': <p>elsewhere</p> });

const card = (name: string) => screen.getByRole('article', { name: `${name} plan` });
const features = (name: string) =>
  within(card(name))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('plans page', () => {
  const fetchMock = setUpPageTests();
  let alertSpy: MockInstance<(message?: unknown) => void>;

  beforeEach(() => {
    useSession.setState({ user: buildUser(), isLoading: false, isInitialized: true });
    alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  });

  it('shows exactly three plans in order: Free, Premium, Family', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Free plan', 'Premium plan', 'Family plan']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Free', 'Premium', 'Family']);
  });

  it.each([
    ['Free', '$0/mo', ['3 problems per day', 'Solo mode only', 'No AI tutor', 'No multiplayer']],
    ['Premium', '$9.99/mo', ['Unlimited problems', 'All game modes', 'AI tutor', 'Multiplayer']],
    ['Family', '$19.99/mo', ['Everything in Premium', 'Up to 5 student accounts', 'Parent dashboard', 'Progress reports']],
  ])('%s: %s, %j', (name, price, expected) => {
    renderPage();
    expect(within(card(name)).getByText(price)).toBeTruthy();
    expect(features(name)).toEqual(expected);
  });

  it('crosses out only what the Free plan lacks', () => {
    renderPage();
    const missing = screen.getAllByRole('listitem').filter((li) => li.classList.contains('is-missing'));
    expect(missing.map((li) => li.textContent)).toEqual(['No AI tutor', 'No multiplayer']);
  });

  it('marks only Premium as MOST POPULAR', () => {
    renderPage();
    expect(screen.getAllByText('MOST POPULAR')).toHaveLength(1);
    expect(within(card('Premium')).getByText('MOST POPULAR')).toBeTruthy();
    expect(within(card('Free')).queryByText('MOST POPULAR')).toBeNull();
    expect(within(card('Family')).queryByText('MOST POPULAR')).toBeNull();
  });

  it('the back link goes to /profile', async () => {
    renderPage();
    await followBackLink('Back to Profile', '/profile');
    expect(screen.getByText('profile page')).toBeTruthy();
  });

  it('marks the user\'s own plan and gives it no button; the other plans\' buttons each name their plan', () => {
    renderPage();
    expect(screen.getByTestId('current-plan').textContent).toBe('You are on the Free plan.');
    expect(within(card('Free')).getByText('Your plan')).toBeTruthy();
    expect(within(card('Free')).queryByRole('button')).toBeNull();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Start Free Trial: Premium plan', 'Start Free Trial: Family plan']);
    for (const b of buttons) expect(b.getAttribute('type')).toBe('button');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('a Premium student sees Premium as theirs and can switch to Free', () => {
    useSession.setState({ user: buildUser({ plan: 'PREMIUM' }), isLoading: false, isInitialized: true });
    renderPage();
    expect(screen.getByTestId('current-plan').textContent).toBe('You are on the Premium plan.');
    expect(within(card('Premium')).getByText('Your plan')).toBeTruthy();
    expect(within(card('Free')).getByRole('button', { name: 'Switch to Free: Free plan' })).toBeTruthy();
  });

  it.each(['Premium', 'Family'])("%s: 'Start Free Trial' only alerts that payment is coming soon, navigating and calling nothing", async (name) => {
    renderPage();
    await userEvent.setup().click(within(card(name)).getByRole('button', { name: `Start Free Trial: ${name} plan` }));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(COMING_SOON);
    expect(screen.getByTestId('location').textContent).toBe('/plans');
    expect(screen.queryByText('elsewhere')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().user?.plan).toBe('FREE');
  });

  it('keyboard: Tab goes back link, then each plan button in plan order; Enter and Space trigger the alert', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Back to Profile/ }));
    for (const name of ['Premium', 'Family']) {
      await user.tab();
      expect(document.activeElement).toBe(within(card(name)).getByRole('button'));
    }
    await user.keyboard('{Enter}');
    expect(alertSpy).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(alertSpy).toHaveBeenCalledTimes(2);
    expect(alertSpy.mock.calls.every(([msg]) => msg === COMING_SOON)).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/plans');
  });

  it('keyboard: Enter on the back link goes to /profile', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  describe('in US Spanish', () => {
    afterEach(() => useLanguage.setState({ locale: 'en' }));

    it('words the plans, the prices, the own plan and the buttons in Spanish', async () => {
      useSession.setState({ user: buildUser({ language: 'es-US' }), isLoading: false, isInitialized: true });
      useLanguage.setState({ locale: 'es-US' });
      renderAt(
        <I18nProvider>
          <Routes>
            <Route path="/plans" element={<PlansPage />} />
          </Routes>
        </I18nProvider>,
        '/plans',
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu plan' })).toBeTruthy();
      expect(screen.getByTestId('current-plan').textContent).toBe('Tienes el plan Gratis.');
      const premium = screen.getByRole('article', { name: 'Plan Premium' });
      expect(within(premium).getByText('$9.99 al mes')).toBeTruthy();
      expect(within(premium).getByText('EL MÁS POPULAR')).toBeTruthy();
      expect(within(screen.getByRole('article', { name: 'Plan Gratis' })).getByText('Tu plan')).toBeTruthy();
      expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Prueba gratis: plan Premium', 'Prueba gratis: plan Familiar']);
      await userEvent.setup().click(within(premium).getByRole('button'));
      expect(alertSpy).toHaveBeenCalledWith('¡Muy pronto podrás pagar aquí!');
    });
  });
});
