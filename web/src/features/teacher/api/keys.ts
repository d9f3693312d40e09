/** The teacher area's query keys: every read under `teacher`, so a mutation can invalidate one list or all. */
export const teacherKeys = {
  all: ['teacher'] as const,
  classrooms: () => [...teacherKeys.all, 'classrooms'] as const,
  assignments: (limit?: number) => [...teacherKeys.all, 'assignments', limit ?? 'default'] as const,
  allAssignments: () => [...teacherKeys.all, 'assignments'] as const,
  /** One classroom with its members and assignments. */
  classroom: (id: string) => [...teacherKeys.all, 'classroom', id] as const,
  /** One classroom's analytics (topics, tutor use); read again with the classroom's members. */
  classroomAnalytics: (id: string) => [...teacherKeys.all, 'classroom', id, 'analytics'] as const,
  /** A classroom's roster of student accounts (read from auth). */
  roster: (id: string) => [...teacherKeys.all, 'classroom', id, 'roster'] as const,
  /** One assignment with its submissions. */
  assignment: (id: string) => [...teacherKeys.all, 'assignment', id] as const,
  /** One assignment's numbers (read again with the assignment: it sits under its key). */
  assignmentStats: (id: string) => [...teacherKeys.all, 'assignment', id, 'stats'] as const,
  /**
   * The problem bank, by band, topic and grade, in the language the server words it in (the
   * account's: docs/adr/0188), so a switch of language reads it again rather than showing the old
   * words (the game's; it changes with a deployment, not with a teacher's writes).
   */
  problemBank: (filter: { difficulty?: string; topic?: string; grade?: number }, language: string) =>
    [...teacherKeys.all, 'problem-bank', language, filter.difficulty ?? '', filter.topic ?? '', filter.grade ?? ''] as const,
  /** A classroom's standards mastery report (the game's), under the classroom so a change of members reads it again. */
  classroomMastery: (id: string) => [...teacherKeys.all, 'classroom', id, 'mastery'] as const,
  /** One cell of the mastery report: a student's recent answers on a standard. */
  standardAnswers: (id: string, studentId: string, standard: string) => [...teacherKeys.all, 'classroom', id, 'mastery', studentId, standard] as const,
};
