// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, initialLocale, useLanguage } from '../stores/language';
import { useSession } from '../stores/session';
import { buildUser, resetStores } from '../testing/test-utils';
import { englishMessages, withEnglishBeneath } from './catalogues';
import { I18nProvider } from './i18n-provider';
import { browserLanguage, uiLocaleOf } from './languages';
import { useI18n } from './use-i18n';

function Title() {
  return <h1>{useI18n().formatMessage({ id: 'login.title' })}</h1>;
}

describe('the interface language', () => {
  beforeEach(() => {
    resetStores();
    useLanguage.setState({ locale: 'en' });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('takes an unknown language code as English, never an error', () => {
    expect(uiLocaleOf('fr', false)).toBe('en');
    expect(uiLocaleOf('ES-us', false)).toBe('en');
    expect(uiLocaleOf(undefined, false)).toBe('en');
    expect(uiLocaleOf('es-US', false)).toBe('es-US');
    expect(uiLocaleOf('en-XA', false)).toBe('en');
    expect(uiLocaleOf('en-XA', true)).toBe('en-XA');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(initialLocale()).toBe('en');
  });

  it("follows the browser's preference at first: any Spanish is US Spanish, anything else English", () => {
    expect(browserLanguage(['es-MX', 'en'])).toBe('es-US');
    expect(browserLanguage(['fr-FR', 'es'])).toBe('es-US');
    expect(browserLanguage(['en-GB', 'es'])).toBe('en');
    expect(browserLanguage(['de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('shows a message missing from Spanish in English, and logs the gap once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A Spanish catalogue that lacks 'login.title'.
    const partial: Record<string, string> = { ...(englishMessages as Record<string, string>), 'login.subtitle': 'Inicia sesión para seguir.' };
    delete partial['login.title'];
    const first = withEnglishBeneath('es-US', partial);
    const second = withEnglishBeneath('es-US', partial);
    expect(first['login.title']).toBe((englishMessages as Record<string, string>)['login.title']);
    expect(first['login.subtitle']).toBe('Inicia sesión para seguir.');
    expect(second['login.title']).toBe(first['login.title']);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('"login.title"'))).toHaveLength(1);
  });

  it('shows Spanish once chosen, with the page language in step, and adopts the signed-in account language', async () => {
    render(
      <I18nProvider>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Welcome back!');
    expect(document.documentElement.lang).toBe('en');

    act(() => useLanguage.getState().choose('es-US'));
    expect((await screen.findByRole('heading', { name: '¡Qué bueno verte de nuevo!' })).textContent).toBe('¡Qué bueno verte de nuevo!');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('es-US'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es-US');

    // Signing in with an English account: the account's language wins.
    act(() => useSession.setState({ user: buildUser({ language: 'en' }) }));
    expect((await screen.findByRole('heading', { name: 'Welcome back!' })).textContent).toBe('Welcome back!');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});
