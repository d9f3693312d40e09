/** Initial θ for a skill the student has never practised (docs/maths/adaptive.md, starting values). */
import { THETA_MAX_CLAMP, THETA_MIN_CLAMP, clamp } from './model.js';

/** θ₀ by Δ = skill grade − enrolled grade; skills two or more grades above are not offered at all. */
export function gradePrior(skillGrade: number, studentGrade: number): number {
  const delta = skillGrade - studentGrade;
  if (delta <= -2) return 1.5;
  if (delta === -1) return 0.8;
  if (delta === 0) return -0.5;
  return -1.5;
}

/** θ₀ = prior(Δ) + 0.7 × φ[domain]: a child strong in 5.NF starts 6.NS fraction division higher. */
export function seedTheta(skillGrade: number, studentGrade: number, domainOffset = 0): number {
  return clamp(gradePrior(skillGrade, studentGrade) + 0.7 * domainOffset, THETA_MIN_CLAMP, THETA_MAX_CLAMP);
}

/** The key of the student × domain offset φ, e.g. "6.rp". */
export function domainKey(grade: number, domain: string): string {
  return `${grade}.${domain.toLowerCase()}`;
}
