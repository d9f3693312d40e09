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
};
