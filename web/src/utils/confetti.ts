/**
 * Confetti drawn on the main thread (`useWorker: false`) on a canvas of our own: canvas-confetti's
 * default instance starts a worker from a blob: URL, which the Content-Security-Policy does not
 * allow (docs/adr/0039), so every burst goes through `confetti.create` here.
 */

/** The id of the canvas the confetti is drawn on while it runs (browser tests read its pixels). */
export const CONFETTI_CANVAS_ID = 'confetti-canvas';

/** A full-window canvas above the page that lets every click through and is hidden from screen readers. */
export function confettiCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.id = CONFETTI_CANVAS_ID;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.setAttribute('data-testid', CONFETTI_CANVAS_ID);
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '60' });
  document.body.appendChild(canvas);
  return canvas;
}

const reducedMotion = () => typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Confetti of the spec's size: 100 particles (200 for the premium pass), skipped when the child asked for less motion. */
export function celebrate(particleCount = 100): void {
  if (reducedMotion()) return;
  void import('canvas-confetti')
    .then(async ({ default: confetti }) => {
      const canvas = confettiCanvas();
      const fire = confetti.create(canvas, { resize: true, useWorker: false });
      try {
        // Resolves once the pieces have landed; then the canvas goes.
        await fire({ particleCount, spread: 80, startVelocity: 45, origin: { y: 0.6 } });
      } finally {
        canvas.remove();
      }
    })
    .catch((err: unknown) => console.warn('Confetti unavailable', err));
}
