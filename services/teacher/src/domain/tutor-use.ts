/**
 * A class's step-by-step tutor use (docs/product/teacher.md, tutor use; docs/adr/0145), from each
 * member's newest game.tutor.updated snapshot. Pure. Windows are the student's own local days (as
 * the parent's report counts them, the shared rule `tutorFiguresOver`), so a teacher and a parent
 * see the same figures for the same child.
 */
import { addTutorFigures, dayDiff, localDay, NO_TUTOR_USE, tutorFiguresOver, type ClassroomTutorUse, type EventOf, type StudentTutorUse, type TutorFigures } from '@mathquest/contracts';
import type { TutorUseDoc } from '../repositories/collections.js';

/** How the problem bank names a skill; unknown skills (renamed or removed) show their id. */
export type SkillNames = (skillId: string) => { topic: string; subtopic: string } | undefined;

const WINDOW_SHORT = 7;
const WINDOW_LONG = 30;

/** The newest snapshot of each student in a batch of events (an older one would be ignored anyway). */
export function newestSnapshots(events: ReadonlyArray<EventOf<'game.tutor.updated'>>): Array<EventOf<'game.tutor.updated'>['data']> {
  const newest = new Map<string, EventOf<'game.tutor.updated'>['data']>();
  for (const e of events) {
    const held = newest.get(e.data.userId);
    if (!held || e.data.rev > held.rev) newest.set(e.data.userId, e.data);
  }
  return [...newest.values()];
}

/** The stored snapshot replaced by `snapshot`, or null when the stored one is as new or newer. */
export function replacement(stored: TutorUseDoc | null, snapshot: EventOf<'game.tutor.updated'>['data'], at: Date): TutorUseDoc | null {
  if (stored && stored.rev >= snapshot.rev) return null;
  return { _id: snapshot.userId, rev: snapshot.rev, timeZone: snapshot.timeZone, days: snapshot.days, skills: snapshot.skills, updatedAt: at };
}

const used = (f: TutorFigures) => f.walkthroughs > 0 || f.stepsSeen > 0;

/** One student's figures on `now`'s local day of the student; null when the tutor was not used in the last 30 days. */
export function studentTutorUse(doc: TutorUseDoc, now: Date, names: SkillNames): StudentTutorUse | null {
  const today = localDay(now, doc.timeZone);
  const last30 = tutorFiguresOver(doc.days, today, WINDOW_LONG);
  if (!used(last30)) return null;
  const skills = doc.skills
    .filter((s) => {
      const age = dayDiff(s.lastDay, today);
      return age >= 0 && age < WINDOW_LONG;
    })
    .sort((a, b) => (a.lastDay < b.lastDay ? 1 : a.lastDay > b.lastDay ? -1 : 0))
    .map((s) => {
      const name = names(s.skillId);
      return { skillId: s.skillId, topic: name?.topic ?? s.skillId, subtopic: name?.subtopic ?? '', lastDay: s.lastDay, walkthroughs: s.walkthroughs, stepsSeen: s.stepsSeen, stepsRight: s.stepsRight };
    });
  return { studentId: doc._id, last7: tutorFiguresOver(doc.days, today, WINDOW_SHORT), last30, skills };
}

/** The class's figures: its current members' (in member order), summed, and per skill. */
export function classroomTutorUse(memberIds: readonly string[], docs: readonly TutorUseDoc[], now: Date, names: SkillNames): ClassroomTutorUse {
  const byId = new Map(docs.map((d) => [d._id, d]));
  const students = memberIds.flatMap((id) => {
    const doc = byId.get(id);
    const use = doc ? studentTutorUse(doc, now, names) : null;
    return use ? [use] : [];
  });
  let last7 = NO_TUTOR_USE;
  let last30 = NO_TUTOR_USE;
  const skills = new Map<string, ClassroomTutorUse['skills'][number]>();
  for (const s of students) {
    last7 = addTutorFigures(last7, s.last7);
    last30 = addTutorFigures(last30, s.last30);
    for (const k of s.skills) {
      const held = skills.get(k.skillId) ?? { skillId: k.skillId, topic: k.topic, subtopic: k.subtopic, students: 0, ...NO_TUTOR_USE };
      skills.set(k.skillId, { ...held, ...addTutorFigures(held, k), students: held.students + 1 });
    }
  }
  return {
    last7: { ...last7, students: students.filter((s) => used(s.last7)).length },
    last30: { ...last30, students: students.length },
    students,
    skills: [...skills.values()].sort((a, b) => b.walkthroughs - a.walkthroughs || (a.skillId < b.skillId ? -1 : a.skillId > b.skillId ? 1 : 0)),
  };
}
