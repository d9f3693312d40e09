/** Helpers shared by the adaptive engine's tests. */
import { chooseNextSkill, newSkillState, type NextSkillContext, type SkillMeta, type SkillState } from '../adaptive/index.js';
import { createRng } from '../rng.js';

/** A practised state with the given θ and number of answers. */
export function practised(skillId: string, theta: number, n: number): SkillState {
  return { ...newSkillState(skillId, theta), n, label: 'learning' };
}

/** Every skill chooseNextSkill picks over `draws` choices from the same states (the noise varies the pick). */
export function skillsChosen(
  skills: readonly SkillMeta[],
  states: ReadonlyMap<string, SkillState>,
  ctx: NextSkillContext,
  seed: string,
  draws: number,
): Set<string> {
  const rng = createRng(seed);
  const seen = new Set<string>();
  for (let i = 0; i < draws; i++) seen.add(chooseNextSkill(skills, states, ctx, rng)!.skillId);
  return seen;
}
