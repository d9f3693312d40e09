import { useEffect } from 'react';
import { confettiCanvas } from '../../../utils/confetti';

export { CONFETTI_CANVAS_ID } from '../../../utils/confetti';

/** Confetti for 2 to 3 seconds (docs/product/practice.md, constants). */
export const CONFETTI_MS = 2500;

/**
 * Fires confetti bursts for CONFETTI_MS whenever `trigger` changes to a truthy value. It draws on
 * the main thread (`useWorker: false`): canvas-confetti's worker is started from a blob: URL,
 * which the Content-Security-Policy does not allow (docs/adr/0039).
 */
export function useConfetti(trigger: unknown): void {
  useEffect(() => {
    if (!trigger) return;
    if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (stopped) return;
        const canvas = confettiCanvas();
        const fire = confetti.create(canvas, { resize: true, useWorker: false });
        const end = Date.now() + CONFETTI_MS;
        const burst = () => {
          void fire({ particleCount: 40, spread: 70, startVelocity: 40, origin: { x: Math.random() * 0.6 + 0.2, y: 0.6 } });
          if (Date.now() > end && timer) clearInterval(timer);
        };
        burst();
        timer = setInterval(burst, 300);
        // The last burst's pieces fall for a few seconds more; then the canvas goes.
        setTimeout(() => canvas.remove(), CONFETTI_MS + 4000);
      })
      .catch((err: unknown) => console.warn('Confetti unavailable', err));
    // Moving on stops new bursts; the pieces already flying land, and the canvas goes after them.
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
    };
  }, [trigger]);
}
