/** The teacher area's query keys: every read under `teacher`, so a mutation can invalidate one list or all. */
export const teacherKeys = {
  all: ['teacher'] as const,
  classrooms: () => [...teacherKeys.all, 'classrooms'] as const,
  assignments: (limit?: number) => [...teacherKeys.all, 'assignments', limit ?? 'default'] as const,
  allAssignments: () => [...teacherKeys.all, 'assignments'] as const,
};
