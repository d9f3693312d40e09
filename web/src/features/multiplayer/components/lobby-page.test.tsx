// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MULTIPLAYER_PREMIUM_MESSAGE } from '@mathquest/contracts';
import { useSession } from '../../../stores/session';
import LobbyPage, { mayPlayRooms, normaliseRoomCode } from './lobby-page';

const signedIn = { id: 'u1', role: 'STUDENT', profile: { displayName: 'Kid', username: 'kid' } };
import RoomPage from './room-page';
import { loadAllEnglish } from '../../../i18n/scopes';

// Drawn without the app's provider: the multiplayer catalogue's English is loaded first.
await loadAllEnglish();

function renderLobby() {
  return render(
    <MemoryRouter initialEntries={['/multiplayer']}>
      <Routes>
        <Route path="/multiplayer" element={<LobbyPage />} />
        <Route path="/room/:roomCode" element={<RoomPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  useSession.setState({ user: null });
  vi.restoreAllMocks();
});

describe('multiplayer lobby', () => {
  it('upper-cases room codes and cuts them at 6 characters', () => {
    expect(normaliseRoomCode('abc12')).toBe('ABC12');
    expect(normaliseRoomCode('abcdefgh')).toBe('ABCDEF');
  });

  it('enables Join only for exactly 6 characters, then opens the room', async () => {
    const user = userEvent.setup();
    renderLobby();
    const input = screen.getByLabelText('Room code') as HTMLInputElement;
    const join = screen.getByRole('button', { name: 'Join' }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    await user.type(input, 'ab12c');
    expect(input.value).toBe('AB12C');
    expect(join.disabled).toBe(true);
    await user.type(input, 'd');
    expect(join.disabled).toBe(false);
    await user.click(join);
    expect(screen.getByRole('heading', { name: 'Room AB12CD' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave Room' })).toBeTruthy();
  });

  it("shows a free-plan student the plan's 'no multiplayer' notice instead of Create Room", () => {
    useSession.setState({ user: { ...signedIn, plan: 'FREE' } as never });
    renderLobby();
    expect(screen.queryByRole('button', { name: 'Create Room' })).toBeNull();
    expect(screen.getByTestId('plan-limit').textContent).toContain(MULTIPLAYER_PREMIUM_MESSAGE);
  });

  it('offers Create Room on Premium', () => {
    useSession.setState({ user: { ...signedIn, plan: 'PREMIUM' } as never });
    renderLobby();
    expect(screen.getByRole('button', { name: 'Create Room' })).toBeTruthy();
    expect(mayPlayRooms({ plan: 'FREE', role: 'TEACHER' })).toBe(true);
    expect(mayPlayRooms({ plan: 'FREE', role: 'STUDENT' })).toBe(false);
  });
});
