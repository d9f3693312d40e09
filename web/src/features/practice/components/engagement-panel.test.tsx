// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRealtime } from '../../../stores/realtime';
import { buildGameSession, buildPet, jsonResponse, buildQuest, buildServedProblem, ok, renderAt, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import { EngagementPanel } from './engagement-panel';
import SoloPlayPage from './solo-play-page';

vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn()) }) }));

const quests = [buildQuest({ id: 'q1', name: 'Problem Solver', currentProgress: 3, targetValue: 10 }), buildQuest({ id: 'q2', kind: 'SPEED_DEMON', name: 'Speed Demon', difficulty: 'HARD', currentProgress: 0, targetValue: 3 })];

const engagement = {
  'GET /api/engagement/quests/daily': () => ok(quests),
  'GET /api/engagement/pets/active': () => ok(buildPet({ xp: 30, xpToNextLevel: 150 })),
  'GET /api/engagement/treasures': () => ok([]),
};

describe('quests, pet and chests beside solo play', () => {
  const fetchMock = setUpPageTests();

  it('the solo screen shows the real daily quests and active pet next to the problem', async () => {
    fetchMock.mockImplementation(
      routedFetch({
        ...engagement,
        'POST /api/game/session/start': () => ok({ session: buildGameSession(), currentStreak: 2 }),
        'GET /api/game/problem/next': () => ok(buildServedProblem(1)),
        'POST /api/game/session/s1/end': () => ok({ session: buildGameSession({ status: 'ENDED' }) }),
      }),
    );
    renderAt(<SoloPlayPage />, '/solo');
    expect(await screen.findByTestId('problem-card')).toBeTruthy();
    const questPanel = within(screen.getByTestId('solo-quests'));
    expect(await questPanel.findByText('Problem Solver')).toBeTruthy();
    expect(questPanel.getByText('Speed Demon')).toBeTruthy();
    expect(within(screen.getByTestId('solo-pet')).getByText('Sparky')).toBeTruthy();
  });

  it('moves the quests live (quest:progress, quest:completed) and offers the claim', async () => {
    fetchMock.mockImplementation(routedFetch(engagement));
    renderAt(<EngagementPanel />, '/solo');
    await screen.findByTestId('quest-progress-q1');
    act(() => useRealtime.getState().questProgress({ questId: 'q1', name: 'Problem Solver', currentProgress: 9, targetValue: 10 }));
    expect(screen.getByTestId('quest-progress-q1').textContent).toBe('9/10');
    act(() => useRealtime.getState().questProgress({ questId: 'q1', name: 'Problem Solver', currentProgress: 10, targetValue: 10 }, new Date().toISOString()));
    expect(screen.getByTestId('quest-progress-q1').textContent).toBe('10/10');
    expect(screen.getByRole('button', { name: 'Claim Problem Solver' })).toBeTruthy();
  });

  it("raises the pet's XP live from pet:updated", async () => {
    fetchMock.mockImplementation(routedFetch(engagement));
    renderAt(<EngagementPanel />, '/solo');
    expect((await screen.findByTestId('solo-pet-xp')).textContent).toBe('30 / 150 XP');
    act(() => useRealtime.getState().petUpdated({ petId: 'dragon', name: 'Sparky', level: 2, xp: 42, xpToNextLevel: 150, happiness: 80, xpGained: 12 }));
    expect(screen.getByTestId('solo-pet-xp').textContent).toBe('42 / 150 XP');
    expect(screen.getByText('+12 pet XP')).toBeTruthy();
  });

  it('shows an unopened chest the student already has, and one found while playing', async () => {
    fetchMock.mockImplementation(
      routedFetch({ ...engagement, 'GET /api/engagement/treasures': () => ok([{ id: 'c1', rarity: 'COMMON', rewards: [], foundAt: '2026-01-01T00:00:00.000Z', openedAt: null }]) }),
    );
    renderAt(<EngagementPanel />, '/solo');
    const chest = await screen.findByTestId('treasure-chest');
    expect(chest.getAttribute('data-state')).toBe('closed');
    expect(screen.getByRole('region', { name: 'Common Treasure Chest!' })).toBeTruthy();
    act(() => useRealtime.getState().addChests([{ id: 'c2', rarity: 'LEGENDARY' }]));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Legendary Treasure Chest!' })).toBeTruthy());
  });

  it('says when there are no quests today or no pet', async () => {
    fetchMock.mockImplementation(
      routedFetch({ ...engagement, 'GET /api/engagement/quests/daily': () => ok([]), 'GET /api/engagement/pets/active': () => jsonResponse(404, { success: false, error: { code: 'NOT_FOUND', message: 'No pet' } }) }),
    );
    renderAt(<EngagementPanel />, '/solo');
    expect(await screen.findByText('No quests today')).toBeTruthy();
    expect(await screen.findByText(/No pet yet/)).toBeTruthy();
  });
});
