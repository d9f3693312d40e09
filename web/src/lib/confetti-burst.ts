/** One burst of confetti: 100 particles for a claim, 200 for the premium pass (docs/product/engagement.md). */
export function burstConfetti(particleCount: number): void {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  void import('canvas-confetti')
    .then(({ default: confetti }) => confetti({ particleCount, spread: 80, startVelocity: 45, origin: { y: 0.6 } }))
    .catch((err: unknown) => console.warn('Confetti unavailable', err));
}
