/**
 * The game never serves a problem that is among the student's last 20 (docs/adr/0111-no-repeat-memory.md),
 * checked per skill and difficulty through the game's own choice of the next problem (`generateFresh`)
 * and the memory the answer writes (`rememberServed`). Worst case: every remembered problem is of the
 * same skill and difficulty. Seeds come from a pinned source, so the run is the same every time.
 * Every skill and difficulty has at least 25 distinct problems (packages/maths test/properties/teacher-review.test.ts),
 * so the full rule holds for each.
 */
import { describe, expect, it } from 'vitest';
import { NO_REPEAT_WINDOW, problemFingerprint } from '@mathquest/maths';
import { catalogue, generateFresh, rememberServed } from './maths-engine.js';

const SERVED = 40;

function pinnedSeeds(prefix: string): () => string {
  let i = 0;
  return () => `${prefix}x${(i++).toString(36)}`;
}

describe('no repeat within a student\'s last 20 problems (per skill)', () => {
  it('remembers the last 20, newest last', () => {
    let memory: string[] | undefined;
    const served: string[] = [];
    const seeds = pinnedSeeds('memory');
    for (let n = 0; n < 25; n++) {
      const p = generateFresh({ skillId: 'g4.nbt.multiply', difficulty: 3 }, memory, seeds);
      served.push(problemFingerprint(p));
      memory = rememberServed(memory, p);
    }
    expect(memory).toEqual(served.slice(-NO_REPEAT_WINDOW));
  });

  for (const skill of catalogue()) {
    it(skill.skillId, () => {
      for (const difficulty of [1, 2, 3, 4, 5]) {
        const seeds = pinnedSeeds(`${skill.skillId}d${difficulty}`);
        let memory: string[] | undefined;
        const seen: string[] = [];
        for (let n = 0; n < SERVED; n++) {
          const p = generateFresh({ skillId: skill.skillId, difficulty }, memory, seeds);
          expect(p.skillId).toBe(skill.skillId);
          expect(p.difficulty).toBe(difficulty);
          const f = problemFingerprint(p);
          expect(seen.slice(-NO_REPEAT_WINDOW), `d${difficulty} problem ${n + 1} "${p.question.text}" repeats one of the last ${NO_REPEAT_WINDOW}`).not.toContain(f);
          seen.push(f);
          memory = rememberServed(memory, p);
        }
      }
    });
  }
});
