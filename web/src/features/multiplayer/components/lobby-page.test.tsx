// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LobbyPage, { normaliseRoomCode } from './lobby-page';
import RoomPage from './room-page';

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
    expect(screen.getByRole('link', { name: 'Leave Room' }).getAttribute('href')).toBe('/multiplayer');
  });

  it('says creating a room is coming soon', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderLobby();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Room' }));
    expect(alert).toHaveBeenCalledWith('Creating rooms is coming soon!');
  });
});
