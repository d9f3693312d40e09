// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { Toaster } from '../../../components/ui/toaster';
import { useRealtime } from '../../../stores/realtime';
import { jsonResponse, ok, routedFetch, setUpPageTests } from '../../../testing/test-utils';
import { CHEST_OPEN_MS, CHEST_SHAKE_MS, TreasureChest } from './treasure-chest';

const opened = {
  chest: {
    id: 'c1', rarity: 'RARE', foundAt: '2026-01-01T10:00:00.000Z', openedAt: '2026-01-01T10:05:00.000Z',
    rewards: [
      { type: 'coins', amount: 50, name: 'coins', rarity: 'RARE' },
      { type: 'gems', amount: 2, name: 'gems', rarity: 'RARE' },
      { type: 'item', amount: 1, name: 'Golden Crown', rarity: 'EPIC' },
    ],
  },
  rewards: { coins: 50, gems: 2, xp: 0 },
  wallet: { coins: 92, gems: 5 },
};

/** Animation steps the test releases by hand: each pause waits until `step(ms)` is called for its length. */
function steppedPauses() {
  const waiting = new Map<number, () => void>();
  const pause = (ms: number) => new Promise<void>((resolve) => waiting.set(ms, resolve));
  const step = async (ms: number) => {
    await waitFor(() => expect(waiting.has(ms)).toBe(true));
    waiting.get(ms)!();
    waiting.delete(ms);
  };
  return { pause, step };
}

/** The chest's open call is a mutation: it needs the app's query cache. */
const renderWithCache = (ui: ReactElement) => render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);

const state = () => screen.getByTestId('treasure-chest').getAttribute('data-state');

describe('treasure chest opening', () => {
  const fetchMock = setUpPageTests();

  it('goes closed, shaking, opening, reveal (with the rewards), done', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fetchMock.mockImplementation(routedFetch({ 'POST /api/engagement/treasures/c1/open': async () => (await gate, ok(opened)) }));
    useRealtime.getState().addChests([{ id: 'c1', rarity: 'RARE' }]);
    const { pause, step } = steppedPauses();
    renderWithCache(
      <>
        <TreasureChest chest={{ id: 'c1', rarity: 'RARE' }} pause={pause} />
        <Toaster />
      </>,
    );
    const ue = userEvent.setup();
    expect(state()).toBe('closed');
    expect(screen.getByRole('region', { name: 'Rare Treasure Chest!' })).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'Open the chest' }));
    expect(state()).toBe('shaking');
    await step(CHEST_SHAKE_MS);
    expect(state()).toBe('shaking'); // the open call has not answered yet
    release();
    await waitFor(() => expect(state()).toBe('opening'));
    await step(CHEST_OPEN_MS);
    await waitFor(() => expect(state()).toBe('reveal'));
    const rewards = screen.getByTestId('chest-rewards');
    expect(rewards.textContent).toContain('+50 coins');
    expect(rewards.textContent).toContain('+2 gems');
    expect(rewards.textContent).toContain('Golden Crown');
    expect((await screen.findByTestId('toast-reward')).textContent).toContain('+50 coins, +2 gems');
    expect(useRealtime.getState().wallet).toEqual({ coins: 92, gems: 5 });
    await ue.click(screen.getByRole('button', { name: 'Collect rewards' }));
    expect(screen.queryByTestId('treasure-chest')).toBeNull();
    expect(useRealtime.getState().chests).toEqual([]);
  });

  it('stays closed, to be tried again, when opening fails (logged only)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(routedFetch({ 'POST /api/engagement/treasures/c1/open': () => jsonResponse(503, { success: false, error: { code: 'UNAVAILABLE', message: 'Down' } }) }));
    const { pause, step } = steppedPauses();
    renderWithCache(<TreasureChest chest={{ id: 'c1', rarity: 'EPIC' }} pause={pause} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the chest' }));
    await step(CHEST_SHAKE_MS);
    await waitFor(() => expect(state()).toBe('closed'));
    expect(logged).toHaveBeenCalledWith('Failed to open the treasure chest', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a chest reward in words', () => {
  it("reads '+40 coins', never the amount twice, and agrees with its number", async () => {
    const { rewardText } = await import('./treasure-chest');
    const { intlNow } = await import('../../../i18n/intl-now');
    const intl = intlNow('practice');
    expect(rewardText(intl, { type: 'coins', amount: 40, name: '40 coins', rarity: 'RARE' })).toBe('+40 coins');
    expect(rewardText(intl, { type: 'gems', amount: 1, name: '1 gem', rarity: 'RARE' })).toBe('+1 gem');
    expect(rewardText(intl, { type: 'xp', amount: 25, name: '25 XP', rarity: 'RARE' })).toBe('+25 XP');
  });
});
