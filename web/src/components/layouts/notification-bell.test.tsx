// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-provider';
import { useLanguage } from '../../stores/language';
import { useRealtime } from '../../stores/realtime';
import { useSession } from '../../stores/session';
import { buildNotification, buildUser, ok, renderAt, routedFetch, setUpPageTests } from '../../testing/test-utils';
import { UserHeader } from './user-header';

const stored = [
  buildNotification({ id: 'n1', title: 'Quest complete', message: 'You finished Problem Solver', read: false }),
  buildNotification({ id: 'n2', kind: 'LEVEL_UP', title: 'Level 4!', message: 'You reached level 4', icon: '⭐', read: true }),
];

function signIn(role: 'STUDENT' | 'PARENT' = 'STUDENT') {
  useSession.setState({ user: buildUser({ role }), isLoading: false, isInitialized: true });
}

describe('notification bell', () => {
  const fetchMock = setUpPageTests();

  function stub(extra: Parameters<typeof routedFetch>[0] = {}) {
    fetchMock.mockImplementation(
      routedFetch({ 'GET /api/engagement/notifications': () => ok({ notifications: stored, unreadCount: 1, nextCursor: null }), ...extra }),
    );
  }

  it('shows the unread count on the button and announces it', async () => {
    signIn();
    stub();
    renderAt(<UserHeader />, '/dashboard');
    expect((await screen.findByTestId('bell-count')).textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const live = screen.getByTestId('bell-live');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('1 unread notification');
  });

  it('opens the list; marking one read calls the server and lowers the count', async () => {
    signIn();
    let readCalls = 0;
    stub({ 'POST /api/engagement/notifications/n1/read': () => (readCalls++, ok({ ...stored[0], read: true })) });
    renderAt(<UserHeader />, '/dashboard');
    const ue = userEvent.setup();
    await screen.findByTestId('bell-count');
    const bell = screen.getByTestId('bell-button');
    await ue.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const list = within(screen.getByRole('region', { name: 'Your notifications' }));
    expect(list.getByText('Quest complete')).toBeTruthy();
    expect(list.getByText('Level 4!')).toBeTruthy();
    // Only the unread one offers 'Mark read'.
    expect(list.queryByRole('button', { name: 'Mark read: Level 4!' })).toBeNull();
    await ue.click(list.getByRole('button', { name: 'Mark read: Quest complete' }));
    await waitFor(() => expect(screen.queryByTestId('bell-count')).toBeNull());
    expect(readCalls).toBe(1);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('deletes a notification through the server', async () => {
    signIn();
    const deleted: string[] = [];
    stub({ 'DELETE /api/engagement/notifications/n1': (_init, url) => (deleted.push(url), ok({ deleted: true })) });
    renderAt(<UserHeader />, '/dashboard');
    const ue = userEvent.setup();
    await screen.findByTestId('bell-count');
    await ue.click(screen.getByTestId('bell-button'));
    await ue.click(screen.getByRole('button', { name: 'Delete: Quest complete' }));
    await waitFor(() => expect(screen.queryByTestId('notification-n1')).toBeNull());
    expect(deleted).toEqual(['/api/engagement/notifications/n1']);
    expect(screen.getByTestId('notification-n2')).toBeTruthy();
    expect(screen.queryByTestId('bell-count')).toBeNull(); // the unread one went
  });

  it("says 'No notifications yet' when there are none", async () => {
    signIn();
    fetchMock.mockImplementation(routedFetch({ 'GET /api/engagement/notifications': () => ok({ notifications: [], unreadCount: 0, nextCursor: null }) }));
    renderAt(<UserHeader />, '/dashboard');
    await waitFor(() => expect(useRealtime.getState().notifications).toEqual([]));
    await userEvent.setup().click(screen.getByTestId('bell-button'));
    expect(screen.getByText('No notifications yet')).toBeTruthy();
  });

  it('adds a live notification:new at the top and raises the count', async () => {
    signIn();
    stub();
    renderAt(<UserHeader />, '/dashboard');
    await screen.findByTestId('bell-count');
    act(() => useRealtime.getState().addLiveNotification({ id: 'n9', title: 'Chest found', message: 'A rare chest', icon: '🎁' }, new Date().toISOString()));
    expect(screen.getByTestId('bell-count').textContent).toBe('2');
    await userEvent.setup().click(screen.getByTestId('bell-button'));
    const items = within(screen.getByRole('region', { name: 'Your notifications' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Chest found');
    expect(items).toHaveLength(3);
  });

  it("shows older notifications with 'Show older' while the server has more", async () => {
    signIn();
    const asked: string[] = [];
    fetchMock.mockImplementation(
      routedFetch({
        'GET /api/engagement/notifications': (_init, url) => {
          asked.push(url);
          return url.includes('before=')
            ? ok({ notifications: [buildNotification({ id: 'n0', title: 'Oldest', read: true })], unreadCount: 1, nextCursor: null })
            : ok({ notifications: stored, unreadCount: 1, nextCursor: 'c-2' });
        },
      }),
    );
    renderAt(<UserHeader />, '/dashboard');
    const ue = userEvent.setup();
    await screen.findByTestId('bell-count');
    await ue.click(screen.getByTestId('bell-button'));
    await ue.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Oldest')).toBeTruthy();
    expect(asked).toEqual(['/api/engagement/notifications', '/api/engagement/notifications?before=c-2']);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    signIn();
    stub();
    renderAt(<UserHeader />, '/dashboard');
    const ue = userEvent.setup();
    await screen.findByTestId('bell-count');
    await ue.click(screen.getByTestId('bell-button'));
    await ue.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Your notifications' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('bell-button'));
  });

  describe("in the reader's language", () => {
    const coded = [
      buildNotification({ id: 'c1', kind: 'LEVEL_UP', title: 'Level up!', message: 'You reached level 5. Keep going!', code: 'LEVEL_UP', params: { level: 5 }, read: false }),
      // Stored before notifications had codes: the server's words, in any language.
      buildNotification({ id: 'c2', kind: 'LEVEL_UP', title: 'Level up!', message: 'You reached level 4. Keep going!', read: true }),
    ];
    afterEach(() => useLanguage.setState({ locale: 'en' }));

    async function openBell(locale: 'en' | 'es-US') {
      useSession.setState({ user: buildUser({ language: locale }), isLoading: false, isInitialized: true });
      useLanguage.setState({ locale });
      fetchMock.mockImplementation(routedFetch({ 'GET /api/engagement/notifications': () => ok({ notifications: coded, unreadCount: 1, nextCursor: null }) }));
      renderAt(
        <I18nProvider>
          <UserHeader />
        </I18nProvider>,
        '/dashboard',
      );
      await screen.findByTestId('bell-count');
      await userEvent.setup().click(screen.getByTestId('bell-button'));
    }

    it('shows the server’s words in English', async () => {
      await openBell('en');
      expect(screen.getByTestId('notification-c1').textContent).toContain('Level up!You reached level 5. Keep going!');
      expect(screen.getByRole('button', { name: 'Mark read: Level up!' })).toBeTruthy();
    });

    it('words a notification with a code in Spanish, live ones too, and shows an old one as stored', async () => {
      await openBell('es-US');
      expect(await screen.findByText('Llegaste al nivel 5. ¡Sigue así!')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Marcar como leída: ¡Subiste de nivel!' })).toBeTruthy();
      expect(screen.getByTestId('notification-c2').textContent).toContain('You reached level 4. Keep going!');
      act(() =>
        useRealtime.getState().addLiveNotification(
          { id: 'c3', title: 'Whiskers grew!', message: 'Whiskers reached level 2.', icon: '🐾', code: 'PET_LEVEL_UP', params: { petId: 'whiskers', name: 'Whiskers', level: 2 } },
          new Date().toISOString(),
        ),
      );
      expect(screen.getByTestId('notification-c3').textContent).toContain('¡Bigotes creció!Bigotes llegó al nivel 2.');
    });
  });

  it('is not shown to parents', () => {
    signIn('PARENT');
    renderAt(<UserHeader />, '/home');
    expect(screen.queryByTestId('bell-button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
