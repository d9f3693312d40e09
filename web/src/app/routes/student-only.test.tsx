// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { useLanguage } from '../../stores/language';
import { useSession } from '../../stores/session';
import { buildUser, renderAt, setUpPageTests } from '../../testing/test-utils';
import { AppRoutes } from './app-routes';

// jsdom has no 2D canvas: confetti fired by a screen would draw on null after the test ends.
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn(async () => undefined)) }) }));

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn(), getSocket: () => null }));

/** Every student screen, with the name its notice gives it. */
const STUDENT_PAGES = [
  ['/solo', 'Solo Practice'],
  ['/game/solo-play', 'Solo Practice'],
  ['/speed', 'Speed Challenge'],
  ['/multiplayer', 'Multiplayer'],
  ['/room/ABC123', 'Live rooms'],
  ['/pets', 'Pets'],
  ['/shop', 'The Shop'],
  ['/avatar', 'The Avatar'],
  ['/homebase', 'Home Base'],
  ['/leaderboards', 'Leaderboards'],
  ['/challenges', 'Challenges'],
  ['/guild', 'Guilds'],
  ['/battlepass', 'The Battle Pass'],
  ['/bosses', 'Boss Battles'],
  ['/story', 'Story Mode'],
  ['/classes', 'My Classes'],
] as const;

describe('student screens opened by a parent or a teacher', { timeout: 30_000 }, () => {
  const fetchMock = setUpPageTests();

  it.each(
    STUDENT_PAGES.flatMap(([path, name]) => [
      ['PARENT', path, name, '/dashboard', 'Your children use it'] as const,
      ['TEACHER', path, name, '/teacher/dashboard', 'Your students use it'] as const,
    ]),
  )('a %s at %s reads what %s is for, with the way home, and the screen asks the server nothing', async (role, path, name, home, sentence) => {
    useSession.setState({ user: buildUser({ role, studentProfile: null }), isLoading: false, isInitialized: true });
    renderAt(<AppRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: `${name} is for students` })).toBeTruthy();
    expect(screen.getByTestId('not-for-role').textContent).toContain(sentence);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(home);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(path);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a student at /shop gets the shop, not the notice', async () => {
    useSession.setState({ user: buildUser({ role: 'STUDENT' }), isLoading: false, isInitialized: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(<AppRoutes />, '/shop');
    expect(await screen.findByRole('heading', { level: 1, name: /Shop/ })).toBeTruthy();
    expect(screen.queryByTestId('not-for-role')).toBeNull();
  });

  describe('in US Spanish', () => {
    afterEach(() => useLanguage.setState({ locale: 'en' }));

    it.each([
      ['PARENT', '/pets', 'Las mascotas son para estudiantes', 'Tus hijos juegan aquí'],
      ['TEACHER', '/shop', 'La tienda es para estudiantes', 'Tus estudiantes juegan aquí'],
    ] as const)('a %s at %s reads the notice in Spanish', async (role, path, title, sentence) => {
      useSession.setState({ user: buildUser({ role, studentProfile: null, language: 'es-US' }), isLoading: false, isInitialized: true });
      useLanguage.setState({ locale: 'es-US' });
      renderAt(
        <I18nProvider>
          <AppRoutes />
        </I18nProvider>,
        path,
      );
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByTestId('not-for-role').textContent).toContain(sentence);
      expect(screen.getByRole('link', { name: 'Ir al panel' })).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
