// @vitest-environment jsdom
import type { RoomPlayer, RoomView } from '@mathquest/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Results } from './room-results';
import { loadAllEnglish } from '../../../i18n/scopes';

// Drawn without the app's provider: the multiplayer catalogue's English is loaded first.
await loadAllEnglish();

const player = (userId: string, username: string, score: number, rank: number): RoomPlayer => ({ userId, username, score, correctCount: score / 100, rank, isHost: userId === 'h', connected: true, answered: false });
const room = (players: RoomPlayer[]): RoomView => ({
  roomCode: 'ABC123',
  status: 'FINISHED',
  hostId: 'h',
  topic: 'Addition',
  rounds: 3,
  round: 3,
  roundSeconds: 20,
  maxPlayers: 8,
  players,
  problem: null,
  correctAnswer: '12',
  phaseEndsAt: null,
  serverTime: new Date().toISOString(),
  topics: [],
});

afterEach(cleanup);

describe('live room results', () => {
  it('gives tied players a shared place and says it is a tie', () => {
    render(
      <MemoryRouter>
        <Results room={room([player('h', 'ms_rivera', 0, 1), player('p', 'kid_one', 0, 1)])} me="p" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('room-winner').textContent).toBe("It's a tie! ms_rivera and kid_one share first place.");
    const places = within(screen.getByTestId('room-podium')).getAllByTestId('room-place').map((e) => e.textContent);
    expect(places).toEqual(['1st (tied) · 0 points', '1st (tied) · 0 points']);
    expect(screen.queryByText(/ms_rivera wins/)).toBeNull();
  });

  it('names one winner and counts places by standard competition ranking (1, 1, 3)', () => {
    render(
      <MemoryRouter>
        <Results room={room([player('a', 'ann', 300, 1), player('b', 'bo', 200, 2), player('c', 'cy', 200, 2), player('d', 'di', 100, 4)])} me="a" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('room-winner').textContent).toBe('ann wins.');
    const places = within(screen.getByTestId('room-podium')).getAllByTestId('room-place').map((e) => e.textContent);
    expect(places).toEqual(['1st · 300 points', '2nd (tied) · 200 points', '2nd (tied) · 200 points']);
  });
});
