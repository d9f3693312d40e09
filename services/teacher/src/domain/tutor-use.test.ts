import type { EventOf } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import type { TutorUseDoc } from '../repositories/collections.js';
import { classroomTutorUse, newestSnapshots, replacement, studentTutorUse } from './tutor-use.js';

// 2026-11-20 12:00 UTC: 20 November in London, 21 November (01:00) in Auckland.
const NOW = new Date(Date.UTC(2026, 10, 20, 12));
const names = (id: string) => (id === 'g5.nf.add' ? { topic: 'Fractions', subtopic: 'Adding unlike fractions' } : undefined);
const figures = (walkthroughs: number, stepsSeen: number, stepsRight: number) => ({ walkthroughs, stepsSeen, stepsRight });

function doc(id: string, over: Partial<TutorUseDoc> = {}): TutorUseDoc {
  return {
    _id: id,
    rev: 3,
    timeZone: 'Europe/London',
    days: [
      { day: '2026-10-15', ...figures(4, 20, 10) }, // 36 days before: outside both windows
      { day: '2026-11-01', ...figures(2, 10, 6) },
      { day: '2026-11-19', ...figures(1, 5, 4) },
    ],
    skills: [
      { skillId: 'g5.nf.add', lastDay: '2026-11-19', ...figures(2, 9, 7) },
      { skillId: 'g4.old', lastDay: '2026-10-15', ...figures(4, 20, 10) },
      { skillId: 'g6.unknown', lastDay: '2026-11-01', ...figures(1, 6, 3) },
    ],
    updatedAt: NOW,
    ...over,
  };
}

const event = (userId: string, rev: number): EventOf<'game.tutor.updated'> => ({
  id: `${userId}-${rev}`,
  type: 'game.tutor.updated',
  occurredAt: NOW.toISOString(),
  userId,
  data: { userId, rev, timeZone: 'UTC', days: [], skills: [] },
} as unknown as EventOf<'game.tutor.updated'>);

describe('the tutor-use projection', () => {
  it('keeps the newest snapshot of each student of a batch, whatever the order', () => {
    const kept = newestSnapshots([event('a', 2), event('b', 1), event('a', 5), event('a', 4)]);
    expect(kept.map((s) => [s.userId, s.rev])).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
  });

  it('replaces only with a newer revision (a redelivered or late snapshot changes nothing)', () => {
    const stored = doc('a');
    expect(replacement(stored, { ...event('a', 3).data }, NOW)).toBeNull();
    expect(replacement(stored, { ...event('a', 2).data }, NOW)).toBeNull();
    expect(replacement(stored, { ...event('a', 4).data }, NOW)).toMatchObject({ _id: 'a', rev: 4, timeZone: 'UTC' });
    expect(replacement(null, { ...event('a', 1).data }, NOW)).toMatchObject({ _id: 'a', rev: 1 });
  });
});

describe('studentTutorUse', () => {
  it("sums the student's last 7 and 30 local days and lists the skills tutored in the last 30, newest first", () => {
    const use = studentTutorUse(doc('s1'), NOW, names)!;
    expect(use.last7).toEqual(figures(1, 5, 4));
    expect(use.last30).toEqual(figures(3, 15, 10));
    expect(use.skills).toEqual([
      { skillId: 'g5.nf.add', topic: 'Fractions', subtopic: 'Adding unlike fractions', lastDay: '2026-11-19', ...figures(2, 9, 7) },
      { skillId: 'g6.unknown', topic: 'g6.unknown', subtopic: '', lastDay: '2026-11-01', ...figures(1, 6, 3) },
    ]);
  });

  it("counts days in the student's own time zone", () => {
    // In Auckland it is already 21 November: 14 November is 7 days back and leaves the short window.
    const days = [{ day: '2026-11-14', ...figures(1, 3, 3) }];
    expect(studentTutorUse(doc('s1', { days }), NOW, names)!.last7).toEqual(figures(1, 3, 3));
    expect(studentTutorUse(doc('s1', { days, timeZone: 'Pacific/Auckland' }), NOW, names)!.last7).toEqual(figures(0, 0, 0));
  });

  it('is null when the tutor was not used in the last 30 days', () => {
    expect(studentTutorUse(doc('s1', { days: [{ day: '2026-10-01', ...figures(3, 9, 9) }] }), NOW, names)).toBeNull();
  });
});

describe('classroomTutorUse', () => {
  it("sums the members' figures, counts the students who used it, and adds up skills across members", () => {
    const other = doc('s2', { days: [{ day: '2026-11-05', ...figures(1, 4, 1) }], skills: [{ skillId: 'g5.nf.add', lastDay: '2026-11-05', ...figures(1, 4, 1) }] });
    const stranger = doc('not-a-member');
    const use = classroomTutorUse(['s2', 's1', 's3'], [doc('s1'), other, stranger], NOW, names);
    expect(use.students.map((s) => s.studentId)).toEqual(['s2', 's1']); // member order; s3 never used it
    expect(use.last7).toEqual({ ...figures(1, 5, 4), students: 1 });
    expect(use.last30).toEqual({ ...figures(4, 19, 11), students: 2 });
    expect(use.skills).toEqual([
      { skillId: 'g5.nf.add', topic: 'Fractions', subtopic: 'Adding unlike fractions', students: 2, ...figures(3, 13, 8) },
      { skillId: 'g6.unknown', topic: 'g6.unknown', subtopic: '', students: 1, ...figures(1, 6, 3) },
    ]);
  });

  it('is all zeros for a class whose members never used the tutor', () => {
    expect(classroomTutorUse(['x'], [], NOW, names)).toEqual({ last7: { ...figures(0, 0, 0), students: 0 }, last30: { ...figures(0, 0, 0), students: 0 }, students: [], skills: [] });
  });
});
