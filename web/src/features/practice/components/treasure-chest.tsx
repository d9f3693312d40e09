import type { ChestReward, OpenTreasureResponse } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { useEffect, useRef, useState } from 'react';
import { useOpenChest } from '../../../components/engagement/open-chest';
import { useNotifications } from '../../../stores/notifications';
import { useRealtime, type FoundChest } from '../../../stores/realtime';
import type { IntlShape } from 'react-intl';

type Opened = OpenTreasureResponse['data'];

/** One reward as the reveal lists it: '+40 coins', '+1 gem', '+25 XP', or the item's name. */
export function rewardText(intl: IntlShape, r: ChestReward): string {
  if (r.type === 'coins') return intl.formatMessage({ id: 'engagement.reward.coins' }, { count: r.amount });
  if (r.type === 'gems') return intl.formatMessage({ id: 'engagement.reward.gems' }, { count: r.amount });
  if (r.type === 'xp') return intl.formatMessage({ id: 'engagement.reward.xp' }, { count: r.amount });
  return r.name;
}

/** The opening states of a chest (docs/product/web.md, treasure chests). */
export type ChestState = 'closed' | 'shaking' | 'opening' | 'reveal' | 'done';

/** How long the shake and the lid opening last at least, so the moment is seen. */
export const CHEST_SHAKE_MS = 700;
export const CHEST_OPEN_MS = 600;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A found chest, opened by the student: closed, shaking (the open call runs), opening, reveal (the
 * rewards), done. It sits beside the problem rather than over it, so a chest found mid-problem
 * never blocks the answer. A failed open is only logged and the chest stays closed, to be tried again.
 */
export function TreasureChest({ chest, pause = wait }: { chest: FoundChest; /** How the animation steps wait (tests step them by hand). */ pause?: (ms: number) => Promise<void> }) {
  const intl = useI18n('practice');
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
      const parts = [
        coins ? intl.formatMessage({ id: 'engagement.reward.coins' }, { count: coins }) : '',
        gems ? intl.formatMessage({ id: 'engagement.reward.gems' }, { count: gems }) : '',
        xp ? intl.formatMessage({ id: 'engagement.reward.xp' }, { count: xp }) : '',
      ].filter(Boolean);
      useNotifications.getState().notify({ type: 'reward', title: intl.formatMessage({ id: 'practice.chest.opened' }), message: parts.length > 0 ? intl.formatList(parts, { type: 'unit' }) : undefined, icon: '🎁' });
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
  return (
    <section className={`panel chest chest--${state} chest--${chest.rarity.toLowerCase()}`} aria-labelledby="chest-title" data-testid="treasure-chest" data-state={state}>
      <h2 id="chest-title">{state === 'reveal' ? intl.formatMessage({ id: 'practice.chest.found' }) : intl.formatMessage({ id: 'practice.chest.title' }, { rarity: chest.rarity })}</h2>
      <div className="chest__art" aria-hidden="true">
        {state === 'reveal' ? '✨' : state === 'opening' ? '🔓' : '🎁'}
      </div>
      <p className="sr-only" aria-live="polite">
        {state === 'shaking' ? intl.formatMessage({ id: 'practice.chest.shaking' }) : state === 'opening' ? intl.formatMessage({ id: 'practice.chest.lid' }) : ''}
      </p>
      {state === 'reveal' && opened ? (
        <>
          <ul className="chest__rewards" data-testid="chest-rewards">
            {opened.chest.rewards.map((r, i) => (
              <li key={`${r.type}-${i}`} className={`reward chest__reward--${r.rarity.toLowerCase()}`}>
                {rewardText(intl, r)}
              </li>
            ))}
          </ul>
          <button ref={primary} type="button" className="btn btn--primary" onClick={finish}>
            {intl.formatMessage({ id: 'practice.chest.collect' })}
          </button>
        </>
      ) : (
        <div className="button-row">
          <button ref={primary} type="button" className="btn btn--primary" onClick={() => void open()} disabled={state !== 'closed'}>
            {state === 'closed' ? intl.formatMessage({ id: 'practice.chest.open' }) : intl.formatMessage({ id: 'practice.chest.opening' })}
          </button>
          {state === 'closed' ? (
            <button type="button" className="btn btn--ghost" onClick={() => setState('done')}>
              {intl.formatMessage({ id: 'practice.chest.later' })}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
