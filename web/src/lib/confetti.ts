/** Confetti of the spec's size: 100 particles (200 for the premium pass), skipped when the child asked for less motion. */
export function celebrate(particleCount = 100): void {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  void import('canvas-confetti')
    .then(({ default: confetti }) => confetti({ particleCount, spread: 80, startVelocity: 45, origin: { y: 0.6 } }))
    .catch((err: unknown) => console.warn('Confetti unavailable', err));
}
