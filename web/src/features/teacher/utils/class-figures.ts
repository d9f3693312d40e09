import type { Classroom, ClassroomAnalytics, ClassroomTutorUse, TopicAccuracy } from '@mathquest/contracts';

/** One classroom's figures on the analytics page. */
export interface ClassFigures {
  classroom: Classroom;
  totalStudents: number;
  activeStudents: number;
  assignmentCount: number;
  averageScore: number | null;
  completionRate: number;
  topics: TopicAccuracy[];
  /** Null when the class's analytics failed to load. */
  tutor: ClassroomTutorUse | null;
}

/** A classroom whose analytics failed shows with zero values and no average (docs/product/teacher.md, messages). */
export function figuresOf(classroom: Classroom, a: ClassroomAnalytics | null): ClassFigures {
  return a
    ? { classroom, totalStudents: a.totalStudents, activeStudents: a.activeStudents, assignmentCount: a.assignmentCount, averageScore: a.averageScore, completionRate: a.completionRate, topics: a.topics, tutor: a.tutor }
    : { classroom, totalStudents: 0, activeStudents: 0, assignmentCount: 0, averageScore: null, completionRate: 0, topics: [], tutor: null };
}
