import type { ChestReward, OpenTreasureResponse } from '@mathquest/contracts';
import { useEffect, useRef, useState } from 'react';
import { useOpenChest } from '../../../components/engagement/open-chest';
import { useNotifications } from '../../../stores/notifications';
import { useRealtime, type FoundChest } from '../../../stores/realtime';
import { plural } from '../../../utils/words';

type Opened = OpenTreasureResponse['data'];

/** One reward as the reveal lists it: '+40 coins', '+1 gem', '+25 XP', or the item's name. */
export function rewardText(r: ChestReward): string {
  if (r.type === 'coins') return `+${plural(r.amount, 'coin')}`;
  if (r.type === 'gems') return `+${plural(r.amount, 'gem')}`;
  if (r.type === 'xp') return `+${r.amount} XP`;
  return r.name;
}

/** The opening states of a chest (docs/product/web.md, treasure chests). */
export type ChestState = 'closed' | 'shaking' | 'opening' | 'reveal' | 'done';

/** How long the shake and the lid opening last at least, so the moment is seen. */
export const CHEST_SHAKE_MS = 700;
export const CHEST_OPEN_MS = 600;

const RARITY_LABEL: Record<FoundChest['rarity'], string> = {
  COMMON: 'Common',
  UNCOMMON: 'Uncommon',
  RARE: 'Rare',
  EPIC: 'Epic',
  LEGENDARY: 'Legendary',
  MYTHIC: 'Mythic',
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A found chest, opened by the student: closed, shaking (the open call runs), opening, reveal (the
 * rewards), done. It sits beside the problem rather than over it, so a chest found mid-problem
 * never blocks the answer. A failed open is only logged and the chest stays closed, to be tried again.
 */
export function TreasureChest({ chest, pause = wait }: { chest: FoundChest; /** How the animation steps wait (tests step them by hand). */ pause?: (ms: number) => Promise<void> }) {
  const [state, setState] = useState<ChestState>('closed');
  const [opened, setOpened] = useState<Opened | null>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  const { mutateAsync: openChest } = useOpenChest();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Once the student has started opening, the next step's button takes the focus (the button they
  // pressed is replaced); a chest that just appeared does not take it from the answer box.
  useEffect(() => {
    if (state !== 'closed') primary.current?.focus();
  }, [state]);

  async function open() {
    setState('shaking');
    try {
      const [result] = await Promise.all([openChest(chest.id), pause(CHEST_SHAKE_MS)]);
      if (!mounted.current) return;
      setOpened(result);
      setState('opening');
      await pause(CHEST_OPEN_MS);
      if (!mounted.current) return;
      setState('reveal');
      const { coins, gems, xp } = result.rewards;
      const parts = [coins ? `+${coins} coins` : '', gems ? `+${gems} gems` : '', xp ? `+${xp} XP` : ''].filter(Boolean);
      useNotifications.getState().notify({ type: 'reward', title: 'Chest opened!', message: parts.join(', ') || undefined, icon: '🎁' });
    } catch (err) {
      console.error('Failed to open the treasure chest', err); // logged only (docs/product/web.md, engagement screens)
      if (mounted.current) setState('closed');
    }
  }

  function finish() {
    setState('done');
    useRealtime.getState().removeChest(chest.id);
  }

  if (state === 'done') return null;
  const rarity = RARITY_LABEL[chest.rarity];
  return (
    <section className={`panel chest chest--${state} chest--${chest.rarity.toLowerCase()}`} aria-labelledby="chest-title" data-testid="treasure-chest" data-state={state}>
      <h2 id="chest-title">{state === 'reveal' ? 'You found:' : `${rarity} Treasure Chest!`}</h2>
      <div className="chest__art" aria-hidden="true">
        {state === 'reveal' ? '✨' : state === 'opening' ? '🔓' : '🎁'}
      </div>
      <p className="sr-only" aria-live="polite">
        {state === 'shaking' ? 'Opening the chest...' : state === 'opening' ? 'The lid is opening...' : ''}
      </p>
      {state === 'reveal' && opened ? (
        <>
          <ul className="chest__rewards" data-testid="chest-rewards">
            {opened.chest.rewards.map((r, i) => (
              <li key={`${r.type}-${i}`} className={`reward chest__reward--${r.rarity.toLowerCase()}`}>
                {rewardText(r)}
              </li>
            ))}
          </ul>
          <button ref={primary} type="button" className="btn btn--primary" onClick={finish}>
            Collect rewards
          </button>
        </>
      ) : (
        <div className="button-row">
          <button ref={primary} type="button" className="btn btn--primary" onClick={() => void open()} disabled={state !== 'closed'}>
            {state === 'closed' ? 'Open the chest' : 'Opening...'}
          </button>
          {state === 'closed' ? (
            <button type="button" className="btn btn--ghost" onClick={() => setState('done')}>
              Later
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
