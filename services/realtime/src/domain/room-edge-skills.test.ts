/** Live rooms draw grade skills only: review and stretch work comes only from free play's answers (docs/adr/0207). */
import { describe, expect, it } from 'vitest';
import { listSkills } from '@mathquest/maths';
import { isRoomTopic, roomProblemRef, roomTopics } from './room-problems.js';

describe('rooms and the catalogue edges', () => {
  it('never draws a review or stretch skill, and offers no topic that only they have', () => {
    const edge = new Set(listSkills().filter((s) => s.edge).map((s) => s.skillId));
    expect(edge.size).toBeGreaterThan(0);
    for (const grade of [4, 8])
      for (let round = 0; round < 200; round++) expect(edge.has(roomProblemRef({ topic: 'Mixed', hostGrade: grade, seedBase: `edge${grade}` }, round).skillId)).toBe(false);
    expect(roomTopics(8)).not.toContain('Algebra 1 preview');
    expect(isRoomTopic('Algebra 1 preview')).toBe(false);
  });
});
