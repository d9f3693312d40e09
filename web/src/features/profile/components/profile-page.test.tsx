// @vitest-environment jsdom
import type { User } from '@mathquest/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../../../stores/language';
import { useSession } from '../../../stores/session';
import { reopenSocket } from '../../../lib/socket';
import { STORAGE_KEYS, tokenStorage } from '../../../lib/token-storage';
import { buildStudentProfile, buildUser, followBackLink, jsonResponse, ok, renderPageAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import ProfilePage from './profile-page';

vi.mock('../../../lib/socket', () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn(), reopenSocket: vi.fn() }));

/** Signs a user in without a stored token, so the mount-time refresh of /me is a no-op. */
function signIn(user: User) {
  useSession.setState({ user, isLoading: false, isInitialized: true });
}

const renderPage = () => renderPageAt('/profile', <ProfilePage />, { '/home': <p>home page</p>, '/plans': <p>plans page</p> });

const stat = (id: string) => screen.getByTestId(id).textContent;

describe('profile page', () => {
  const fetchMock = setUpPageTests();
  beforeEach(() => {
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, error: { code: 'UNEXPECTED', message: 'unexpected call' } }));
  });

  it('shows the display name as the heading and @username', () => {
    signIn(buildUser({ profile: { displayName: 'Grace Hopper', username: 'gracie' } }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByText('@gracie')).toBeTruthy();
  });

  it("shows every stat from the student's profile, labelled, with minutes and percent", () => {
    signIn(
      buildUser({
        studentProfile: buildStudentProfile({
          currentLevel: 7,
          totalXp: 12345,
          totalProblems: 1500,
          totalCorrect: 1312,
          totalTimeSpent: 95,
          averageAccuracy: 87.5,
        }),
      }),
    );
    renderPage();
    const stats = screen.getByRole('region', { name: 'Your stats' });
    const rows = within(stats)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Level', '7'],
      ['Total XP', (12345).toLocaleString()],
      ['Problems answered', (1500).toLocaleString()],
      ['Problems correct', (1312).toLocaleString()],
      ['Time spent', '95 min'],
      ['Accuracy', '87.5%'],
    ]);
  });

  it('numbers follow the user: a different profile gives different values', () => {
    signIn(buildUser({ studentProfile: buildStudentProfile({ currentLevel: 2, totalXp: 40, totalProblems: 9, totalCorrect: 4, totalTimeSpent: 0, averageAccuracy: 44 }) }));
    renderPage();
    expect(stat('profile-level')).toBe('2');
    expect(stat('profile-xp')).toBe('40');
    expect(stat('profile-problems')).toBe('9');
    expect(stat('profile-correct')).toBe('4');
    expect(stat('profile-time')).toBe('0 min');
    expect(stat('profile-accuracy')).toBe('44%');
  });

  it('a new student with zeroed stats sees level 1, 0 XP, 0 min and 0%', () => {
    signIn(
      buildUser({
        studentProfile: buildStudentProfile({ currentLevel: 1, totalXp: 0, totalProblems: 0, totalCorrect: 0, totalTimeSpent: 0, averageAccuracy: 0 }),
      }),
    );
    renderPage();
    expect(stat('profile-level')).toBe('1');
    expect(stat('profile-xp')).toBe('0');
    expect(stat('profile-time')).toBe('0 min');
    expect(stat('profile-accuracy')).toBe('0%');
  });

  it("a FREE student's Subscription section shows 'Free Plan', '3 problems per day' and a link to /plans", async () => {
    signIn(buildUser({ plan: 'FREE' }));
    renderPage();
    const sub = screen.getByRole('region', { name: 'Subscription' });
    const plan = within(sub).getByTestId('profile-plan');
    expect(within(plan).getByText('Free Plan')).toBeTruthy();
    expect(within(plan).getByText('3 problems per day')).toBeTruthy();
    expect(sub.textContent).not.toContain('Unlimited problems');
    const link = within(sub).getByRole('link', { name: 'Upgrade your plan' });
    expect(link.getAttribute('href')).toBe('/plans');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('location').textContent).toBe('/plans');
    expect(screen.getByText('plans page')).toBeTruthy();
  });

  it.each([
    ['PREMIUM', 'Premium Plan'],
    ['FAMILY', 'Family Plan'],
  ] as const)('a %s student sees %s with unlimited problems (not the free limit) and can still view plans', (plan, name) => {
    signIn(buildUser({ plan }));
    renderPage();
    const sub = screen.getByRole('region', { name: 'Subscription' });
    expect(within(sub).getByText(name)).toBeTruthy();
    expect(within(sub).getByText('Unlimited problems')).toBeTruthy();
    expect(within(sub).queryByText('Free Plan')).toBeNull();
    expect(within(sub).queryByText('3 problems per day')).toBeNull();
    expect(within(sub).queryByRole('link', { name: 'Upgrade your plan' })).toBeNull();
    expect(within(sub).getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/plans');
  });

  it('the back link goes to /home', async () => {
    signIn(buildUser());
    renderPage();
    await followBackLink('Back to Home', '/home');
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('keyboard: Tab reaches the back link then the plans link, and Enter follows it', async () => {
    signIn(buildUser());
    renderPage();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Back to Home/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Upgrade your plan' }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/plans');
  });

  it('re-reads the current user on mount and shows the fresh numbers and plan', async () => {
    tokenStorage.setTokens('A', 'R');
    signIn(buildUser({ plan: 'FREE', studentProfile: buildStudentProfile({ totalXp: 250, totalTimeSpent: 33, averageAccuracy: 75 }) }));
    const fresh = buildUser({ plan: 'PREMIUM', studentProfile: buildStudentProfile({ totalXp: 300, totalTimeSpent: 41, averageAccuracy: 80.5 }) });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: fresh }));
    renderPage();
    await waitFor(() => expect(stat('profile-time')).toBe('41 min'));
    expect(stat('profile-xp')).toBe('300');
    expect(stat('profile-accuracy')).toBe('80.5%');
    expect(screen.getByText('Premium Plan')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);
  });

  it('keeps showing the known numbers when the refresh fails', async () => {
    tokenStorage.setTokens('A', 'R');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(buildUser({ studentProfile: buildStudentProfile({ totalTimeSpent: 33 }) }));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(stat('profile-time')).toBe('33 min');
    expect(screen.getByText('Free Plan')).toBeTruthy();
  });

  it.each([
    ['PARENT', 'Parent account', '/dashboard'],
    ['TEACHER', 'Teacher account', '/teacher/dashboard'],
  ] as const)('a %s sees name and an account section (no student stats, no plan of daily problems)', (role, account, dashboard) => {
    signIn(buildUser({ role, studentProfile: null, profile: { displayName: 'Pat', username: 'pat' } }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pat' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your stats' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Subscription' })).toBeNull();
    const section = screen.getByRole('region', { name: 'Account' });
    expect(within(section).getByText(account)).toBeTruthy();
    expect(section.textContent).not.toMatch(/problems per day|Free Plan|Upgrade/);
    expect(within(section).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(dashboard);
  });
});

describe('profile page: switching the language (docs/adr/0188)', () => {
  const fetchMock = setUpPageTests();
  /** An access token with these claims (read unsigned by the session). */
  const tokenWith = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
  const english = tokenWith({ sub: 'u1' });
  const spanish = tokenWith({ sub: 'u1', lang: 'es-US' });
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`);

  beforeEach(() => {
    vi.mocked(reopenSocket).mockClear();
    useLanguage.setState({ locale: 'en' });
    tokenStorage.setTokens(english, 'R1');
  });
  afterEach(() => useLanguage.setState({ locale: 'en' }));

  function routes(refresh: () => Response | Promise<Response>) {
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/auth/me': () => ok(useSession.getState().user),
        'PUT /api/auth/me/language': (init) => ok({ language: (JSON.parse(String(init.body)) as { language: string }).language }),
        'POST /api/auth/refresh-token': refresh,
      }),
    );
  }

  async function switchToSpanish() {
    signIn(buildUser({ id: 'u1', language: 'en' }));
    renderPage();
    await waitFor(() => expect(calls()).toEqual(['GET /api/auth/me']));
    await userEvent.setup().selectOptions(screen.getByTestId('language-switcher'), 'es-US');
  }

  it('saves the language, then refreshes the token at once and reopens the socket with it', async () => {
    routes(() => ok({ accessToken: spanish, refreshToken: 'R2' }));
    await switchToSpanish();
    await waitFor(() => expect(reopenSocket).toHaveBeenCalledTimes(1));
    expect(calls()).toEqual(['GET /api/auth/me', 'PUT /api/auth/me/language', 'POST /api/auth/refresh-token']);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(spanish);
    expect(useSession.getState().user?.language).toBe('es-US');
    expect(useLanguage.getState().locale).toBe('es-US');
    expect(screen.queryByTestId('language-save-error')).toBeNull();
  });

  it('a refresh that fails keeps the saved language and shows no error (the old claims last until the next refresh)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    routes(() => jsonResponse(503, { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } }));
    await switchToSpanish();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(calls()).toEqual(['GET /api/auth/me', 'PUT /api/auth/me/language', 'POST /api/auth/refresh-token']);
    expect(useSession.getState().user?.language).toBe('es-US');
    expect(useLanguage.getState().locale).toBe('es-US');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(english);
    expect(reopenSocket).not.toHaveBeenCalled();
    expect(screen.queryByTestId('language-save-error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('a save that fails says so, keeps the choice on this device and refreshes nothing', async () => {
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/auth/me': () => ok(useSession.getState().user),
        'PUT /api/auth/me/language': () => jsonResponse(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'boom' } }),
      }),
    );
    await switchToSpanish();
    expect((await screen.findByTestId('language-save-error')).textContent).toBe('Your language could not be saved on your account. It is used on this device.');
    expect(calls()).toEqual(['GET /api/auth/me', 'PUT /api/auth/me/language']);
    expect(useLanguage.getState().locale).toBe('es-US');
    expect(useSession.getState().user?.language).toBe('en');
    expect(reopenSocket).not.toHaveBeenCalled();
  });
});

describe('profile page: deleting my account', () => {
  const fetchMock = setUpPageTests();

  it('opens a dialog that says what goes, keeps Delete off until the username is typed, and closes with Cancel or Escape back to its button', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, error: { code: 'UNEXPECTED', message: 'unexpected call' } }));
    const user = buildUser({ profile: { displayName: 'Ada', username: 'ada_k' } });
    signIn(user);
    renderPage();
    const open = screen.getByRole('button', { name: 'Delete my account' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Type ada_k to confirm/), 'ada_');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);

    await userEvent.click(open);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/erasure'), expect.anything());
  });

  it('asks for the erasure once the username is typed, then shows the account-being-deleted state', async () => {
    const user = buildUser({ profile: { displayName: 'Ada', username: 'ada_k' } });
    fetchMock.mockResolvedValue(jsonResponse(202, { success: true, data: { erasureId: 'e1', status: 'pending', requestedAt: '2026-11-28T08:00:00.000Z', completedAt: null } }));
    signIn(user);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText(/Type ada_k to confirm/), 'ada_k');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(useSession.getState().erasurePending).toBe(true));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining(`/api/auth/accounts/${user.id}/erasure`), expect.objectContaining({ method: 'POST' }));
  });
});
