/** One burst of confetti: 100 particles for a claim, 200 for the premium pass (docs/product/engagement.md); drawn as every burst is (./confetti.ts). */
export { celebrate as burstConfetti } from './confetti';
