import { useEffect } from 'react';

/** Confetti for 2 to 3 seconds (docs/product/practice.md, constants). */
export const CONFETTI_MS = 2500;

/** Fires confetti bursts for CONFETTI_MS whenever `trigger` changes to a truthy value. */
export function useConfetti(trigger: unknown): void {
  useEffect(() => {
    if (!trigger) return;
    if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (stopped) return;
        const end = Date.now() + CONFETTI_MS;
        const burst = () => {
          confetti({ particleCount: 40, spread: 70, startVelocity: 40, origin: { x: Math.random() * 0.6 + 0.2, y: 0.6 } });
          if (Date.now() > end && timer) clearInterval(timer);
        };
        burst();
        timer = setInterval(burst, 300);
      })
      .catch((err: unknown) => console.warn('Confetti unavailable', err));
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
    };
  }, [trigger]);
}
