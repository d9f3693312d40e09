// @vitest-environment jsdom
import type { RoomView } from '@mathquest/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider';
import { loadAllEnglish } from '../../../i18n/scopes';
import { useLanguage } from '../../../stores/language';
import type { LiveRoom } from '../use-live-room';
import { Lobby } from './room-lobby';

// The multiplayer catalogue's English is loaded first; the Spanish one loads when chosen.
await loadAllEnglish();

afterEach(() => {
  cleanup();
  useLanguage.setState({ locale: 'en' });
});

const room: RoomView = {
  roomCode: 'BCDFGH',
  status: 'LOBBY',
  hostId: 'host',
  topic: null,
  rounds: 5,
  round: 0,
  roundSeconds: 20,
  maxPlayers: 30,
  players: [{ userId: 'host', username: 'kid_host', score: 0, correctCount: 0, rank: 1, isHost: true, connected: true, answered: false }],
  problem: null,
  correctAnswer: null,
  phaseEndsAt: null,
  serverTime: '2026-05-01T10:00:00.000Z',
  topics: ['Mixed', 'Fractions', 'Place value'],
};

function drawIn(locale: 'en' | 'es-US', call: LiveRoom['call']) {
  useLanguage.setState({ locale });
  const live: LiveRoom = { room, joining: false, error: null, clockOffset: 0, announcement: '', call };
  render(
    <I18nProvider>
      <Suspense fallback={null}>
        <Lobby room={room} live={live} me="host" />
      </Suspense>
    </I18nProvider>,
  );
}

describe("the room's topic list", { timeout: 30_000 }, () => {
  it('names the topics in English', async () => {
    const call = vi.fn<LiveRoom['call']>(async () => ({ ok: true, room }));
    drawIn('en', call);
    const select = (await screen.findByLabelText('Topic', {}, { timeout: 10_000 })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Mixed', 'Fractions', 'Place value']);
  });

  it('names the topics in Spanish and still sends the English name', async () => {
    const call = vi.fn<LiveRoom['call']>(async () => ({ ok: true, room }));
    drawIn('es-US', call);
    const select = (await screen.findByLabelText('Tema', {}, { timeout: 10_000 })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Mezcla de temas', 'Fracciones', 'Valor posicional']);
    await userEvent.selectOptions(select, 'Fracciones');
    await userEvent.click(screen.getByRole('button', { name: 'Empezar el juego' }));
    expect(call).toHaveBeenCalledWith('room:start', expect.objectContaining({ topic: 'Fractions' }));
  });
});
