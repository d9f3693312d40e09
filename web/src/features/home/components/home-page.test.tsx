// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { buildUser, renderAt, resetStores } from '../../../testing/test-utils';
import HomePage from './home-page';

function signInStudent() {
  const user = buildUser({ role: 'STUDENT' });
  // refreshUser re-reads /me on mount; here the user is already the current one.
  useSession.setState({ user, isLoading: false, refreshUser: async () => {} });
}

describe('the student home', () => {
  beforeEach(() => {
    resetStores();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, data: { children: [] } }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a student sees the four stat cards, the XP bar and the game modes', () => {
    signInStudent();
    renderAt(<HomePage />, '/home');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('Choose Your Mode')).toBeTruthy();
  });

  it('greets the user by username, and the header shows the display name', () => {
    useSession.setState({ user: buildUser({ profile: { displayName: 'Ada Lovelace', username: 'ada_l' } }), isLoading: false, refreshUser: async () => {} });
    renderAt(<HomePage />, '/home');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Hi, ada_l!');
    expect(screen.getByTestId('profile-link').textContent).toBe('Ada Lovelace');
  });
});
